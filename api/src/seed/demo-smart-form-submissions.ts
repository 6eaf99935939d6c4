// The eight submissions of the demo's household registration (demo-smart-forms.ts), as families sent them from the
// public link: two new families accepted, one test entry rejected, one family merged into the master-list person it
// was, and four waiting for review — one of them the same person as someone of the master list, one a typo of another.
// Taken from the generated demo people (demo-beneficiaries.ts) so the duplicate candidates are real people.
import { demoPeople } from './demo-beneficiaries.js';

export type SubmissionStatus = 'PENDING' | 'ACCEPTED' | 'MERGED' | 'REJECTED';

export type DemoSubmission = {
  id: string;
  answers: Record<string, unknown>;
  status: SubmissionStatus;
  /** Days before the seeding's day and minutes after midnight (UTC) it arrived. */
  daysAgo: number;
  minutes: number;
  reason?: string;
  /** ACCEPTED: the person it created; MERGED: the master-list person it was. */
  beneficiaryId?: string;
};

type DemoPerson = ReturnType<typeof demoPeople>[number];

/** Master-list people with a Latin name, a date of birth and a phone: ones a family could be taken for. */
function knownPeople(): DemoPerson[] {
  return demoPeople()
    .filter(
      (p) => /^[A-Za-z]+$/.test(p.first) && p.dob !== '' && p.phone !== '' && (p.gender === 'F' || p.gender === 'M'),
    )
    .slice(0, 3);
}

function fromPerson(person: DemoPerson, extra: Record<string, unknown>): Record<string, unknown> {
  return {
    first_name: person.first,
    last_name: person.last,
    gender: person.gender,
    dob: person.dob,
    nationality: person.nationality,
    household_size: person.family,
    has_children: false,
    ...extra,
  };
}

/** The eight submissions of the registration form, newest last. */
export function demoSubmissions(): DemoSubmission[] {
  const [same, typo, merged] = knownPeople();
  if (!same || !typo || !merged) throw new Error('the demo people changed: no one to duplicate');
  const swap = (name: string) => name.slice(0, 1) + name.slice(2, 3) + name.slice(1, 2) + name.slice(3);
  const id = (n: number) => `sfs--demo-relief-registration-${n}`;
  return [
    {
      id: id(1),
      status: 'ACCEPTED',
      daysAgo: 9,
      minutes: 8 * 60 + 12,
      beneficiaryId: 'ben--demo-sf-1',
      answers: {
        first_name: 'Neema',
        last_name: 'Mrisho',
        gender: 'F',
        dob: '1989-04-17',
        phone: '+255713204518',
        nationality: 'TZ',
        household_size: 4,
        has_children: true,
        children: 3,
        shelter_type: 'tent',
        shelter_condition: 2,
      },
    },
    {
      id: id(2),
      status: 'REJECTED',
      daysAgo: 8,
      minutes: 14 * 60 + 40,
      reason: 'Test entry sent by the registration team while setting up the tablets.',
      answers: {
        first_name: 'Test',
        last_name: 'Test',
        gender: 'O',
        household_size: 0,
        has_children: false,
        shelter_type: 'no_shelter',
      },
    },
    {
      id: id(3),
      status: 'MERGED',
      daysAgo: 7,
      minutes: 10 * 60 + 5,
      beneficiaryId: merged.id,
      answers: fromPerson(merged, { phone: '+255754118230', shelter_type: 'shared_house', shelter_condition: 3 }),
    },
    {
      id: id(4),
      status: 'ACCEPTED',
      daysAgo: 6,
      minutes: 11 * 60 + 30,
      beneficiaryId: 'ben--demo-sf-2',
      answers: {
        first_name: 'Kahindi',
        last_name: 'Baya',
        gender: 'M',
        dob: '1976-11-02',
        phone: '+255687310274',
        nationality: 'KE',
        household_size: 6,
        has_children: true,
        children: 4,
        shelter_type: 'collective_centre',
        shelter_condition: 3,
      },
    },
    {
      id: id(5),
      status: 'PENDING',
      daysAgo: 4,
      minutes: 9 * 60 + 47,
      // The same person as one of the master list, registering again from the public link.
      answers: fromPerson(same, { phone: same.phone, shelter_type: 'tent', shelter_condition: 1 }),
    },
    {
      id: id(6),
      status: 'PENDING',
      daysAgo: 3,
      minutes: 16 * 60 + 2,
      answers: {
        first_name: 'Rehema',
        last_name: 'Nassoro',
        gender: 'F',
        dob: '2001-07-23',
        phone: '+255629447103',
        nationality: 'TZ',
        household_size: 2,
        has_children: true,
        children: 2,
        shelter_type: 'rented_room',
        shelter_condition: 4,
      },
    },
    {
      id: id(7),
      status: 'PENDING',
      daysAgo: 1,
      minutes: 13 * 60 + 15,
      // Two letters swapped in the first name, no phone: similar name and the same date of birth.
      answers: fromPerson(typo, { first_name: swap(typo.first), shelter_type: 'shared_house', shelter_condition: 2 }),
    },
    {
      id: id(8),
      status: 'PENDING',
      daysAgo: 0,
      minutes: 7 * 60 + 55,
      answers: {
        first_name: 'Jean-Baptiste',
        last_name: 'Habimana',
        gender: 'M',
        dob: '1968-02-09',
        nationality: 'RW',
        household_size: 1,
        has_children: false,
        shelter_type: 'no_shelter',
      },
    },
  ];
}
