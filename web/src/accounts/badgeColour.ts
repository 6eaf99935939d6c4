// An organisation's colour on its badge (the top bar, the organisations page), from its menu colour setting.

export const DEFAULT_MENU_COLOUR = '2268AE';

/** The organisation badge colour: the account's menu colour when it is a valid hex colour, else the default. */
export function badgeColour(menuColour: string | null | undefined): string {
  return `#${menuColour && /^[0-9a-f]{6}$/i.test(menuColour) ? menuColour : DEFAULT_MENU_COLOUR}`;
}
