/**
 * The query of an admin address (filters, tabs, the open page of a list), as the route hands it to a section. Apart from
 * `sections.tsx` so the sections that read it do not import the table that imports them.
 */
export type SectionQuery = Record<string, string | string[] | undefined>;
