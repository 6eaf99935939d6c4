// Pickers over the countries table (GraphQL `countries`, from common's reference table): a searchable country
// select, and a currency select offering every currency some country uses.
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';

export const CountryOptionsFragment = graphql(`
  fragment CountryOptions_country on Country {
    alpha2
    name
    currencies
  }
`);

export type CountryRefs = readonly FragmentType<typeof CountryOptionsFragment>[];

type Props = Omit<SelectProps, 'data'> & { countries: CountryRefs };

export function CountrySelect({ countries, ...props }: Props) {
  const data = useMemo(
    () =>
      getFragmentData(CountryOptionsFragment, countries).map((c) => ({
        value: c.alpha2,
        label: `${c.name} (${c.alpha2})`,
      })),
    [countries],
  );
  return <Select searchable clearable data={data} nothingFoundMessage="—" {...props} />;
}

export function CurrencySelect({ countries, ...props }: Props) {
  const data = useMemo(
    () => [...new Set(getFragmentData(CountryOptionsFragment, countries).flatMap((c) => c.currencies))].sort(),
    [countries],
  );
  return <Select searchable data={data} nothingFoundMessage="—" {...props} />;
}
