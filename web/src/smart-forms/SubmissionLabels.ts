// What a reviewer reads in a submission's answers: each element's question in the form's default language, in the
// order the version asks them, and a choice's label instead of its stored value. Read from the version the
// submission was filled in (a later version may have renamed or dropped a question).
import type { ElementType } from '@aid/common/smart-forms';

type Text = { language: string; text: string };
export type VersionDefinition = {
  version: number;
  definition: {
    defaultLanguage: string;
    pages: readonly {
      elements: readonly {
        name: string;
        type: ElementType;
        label: readonly Text[];
        choices: readonly { value: string; label: readonly Text[] }[];
      }[];
    }[];
  };
};

export type LabelledAnswer = { name: string; label: string; value: string | null };

function inLanguage(texts: readonly Text[], language: string): string | undefined {
  return (texts.find((text) => text.language === language) ?? texts[0])?.text;
}

function selection(value: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((v) => typeof v === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The answers with their questions: the version's elements first, in its order, then any name it does not know
 * (kept, so nothing sent is hidden from the reviewer). Without the version, the names stand for the questions.
 */
export function labelledAnswers(
  answers: readonly { name: string; value: string | null }[],
  version: VersionDefinition | undefined,
): LabelledAnswer[] {
  const language = version?.definition.defaultLanguage ?? '';
  const elements = version?.definition.pages.flatMap((page) => page.elements) ?? [];
  const byName = new Map(answers.map((answer) => [answer.name, answer.value] as const));
  const known = new Set(elements.map((element) => element.name));
  const shown: LabelledAnswer[] = [];
  for (const element of elements) {
    if (!byName.has(element.name)) continue;
    const raw = byName.get(element.name) ?? null;
    const choice = (value: string) =>
      inLanguage(element.choices.find((c) => c.value === value)?.label ?? [], language) ?? value;
    let value = raw;
    if (raw !== null && element.type === 'SELECT_ONE') value = choice(raw);
    if (raw !== null && element.type === 'SELECT_MANY') value = selection(raw)?.map(choice).join(', ') ?? raw;
    shown.push({ name: element.name, label: inLanguage(element.label, language) ?? element.name, value });
  }
  for (const answer of answers) {
    if (!known.has(answer.name)) shown.push({ name: answer.name, label: answer.name, value: answer.value });
  }
  return shown;
}
