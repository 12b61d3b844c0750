/**
 * ChatKit's `LucideIcon`: any icon of lucide (https://lucide.dev/icons) by its kebab-case name,
 * `lucide:alarm-clock`, wherever an icon name goes (widgets, tools, start-screen prompts, commands,
 * header buttons).
 */
export type LucideIconName = `lucide:${string}`;

/** Longest icon name after `lucide:` that is read (lucide's longest is 38 characters). */
export const MAX_LUCIDE_NAME_LENGTH = 64;

const PREFIX = 'lucide:';
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether a name is a well-formed lucide name: `lucide:` then lowercase words of letters and digits
 * joined by single hyphens, at most {@link MAX_LUCIDE_NAME_LENGTH} characters. Names come from
 * servers, so nothing else is looked up (whether lucide has the icon is known once its group
 * loads).
 */
export function isLucideIconName(name: string): name is LucideIconName {
  return (
    name.startsWith(PREFIX) &&
    name.length <= PREFIX.length + MAX_LUCIDE_NAME_LENGTH &&
    KEBAB.test(name.slice(PREFIX.length))
  );
}
