import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pageSchema, type Page, type PageOf } from '@/content/page';
import { seedFiles } from '@/content/seed';
import { editSchemaOf, type CollectionDefinition } from '../collection/definition';
import { formFields, shapeOf, type FieldSpec } from '../collection/form-fields';
import { clientLogoDefinition } from './client-logos-definition';
import { placeLast } from './place-last';
import { socialPlanDefinition } from './social-plans-definition';
import { editsPage, pageDefinitionOf, pageDefinitions, pageIds } from './definitions';

type Schema = z.core.$ZodType;
const generic = (definition: unknown) => definition as CollectionDefinition;
const seedPages = () => seedFiles.flatMap((file) => file.pages ?? []).map((page) => pageSchema.parse(page));

/** The schema of a list's items, or the schema itself. */
function itemSchema(schema: Schema): Schema {
  const def = schema._zod.def as { type: string; element?: Schema; innerType?: Schema };
  if (def.type === 'optional') return itemSchema(def.innerType!);
  return def.type === 'array' ? def.element! : schema;
}

/** The paths of the schema's fields that no spec draws, through groups and lists of groups. */
function undrawn(schema: Schema, specs: readonly FieldSpec[], prefix = ''): string[] {
  return Object.keys(shapeOf(itemSchema(schema))).flatMap((name) => {
    const spec = specs.find((candidate) => candidate.name === name);
    if (!spec) return [`${prefix}${name}`];
    const inner = shapeOf(itemSchema(schema))[name]!;
    return spec.fields ? undrawn(inner, spec.fields, `${prefix}${name}.`) : [];
  });
}

describe('the fixed pages’ definitions', () => {
  it('give every page of the site exactly one form, and the legal pages share one', () => {
    const owners = pageIds.map((id) => pageDefinitions.filter((definition) => editsPage(definition, id)));
    expect(owners.map((found) => found.length)).toEqual(pageIds.map(() => 1));
    expect(pageDefinitionOf('privacy')).toBe(pageDefinitionOf('terms'));
    expect(pageDefinitionOf('home')).not.toBe(pageDefinitionOf('about'));
  });

  it('let a form write its own page alone: the home page’s id schema refuses every other page', () => {
    const home = pageDefinitionOf('home')!;
    expect(pageIds.filter((id) => editsPage(home, id))).toEqual(['home']);
    expect(pageDefinitionOf('new')).toBeUndefined();
    expect(pageDefinitionOf('hasOwnProperty')).toBeUndefined();
  });

  it.each(pageDefinitions.map((definition) => [definition.key, definition] as const))(
    '%s draws every field of its page but the id, with the limits of the schema',
    (_, definition) => {
      const edit = editSchemaOf(generic(definition));
      expect(() => formFields(edit, definition.fields)).not.toThrow();
      // The white-label engagement models keep their id: it names the model in the partnership form.
      expect(undrawn(edit, definition.fields)).toEqual(
        definition.key === 'pages.whitelabel' ? ['engagementModels.id'] : [],
      );
      expect(definition.hidden).toEqual(['id']);
      expect(definition.fixed).toBe(true);
    },
  );

  it('edit every seeded page as stored: the form’s schema takes each page without its id', () => {
    for (const page of seedPages()) {
      const definition = pageDefinitionOf(page.id)!;
      const { id: _, ...values } = page;
      expect(editSchemaOf(generic(definition)).safeParse(values).success).toBe(true);
    }
  });

  it('name each page by its public path and its SEO entry', () => {
    const legal = pageDefinitionOf('terms')!;
    const terms = seedPages().find((page: Page): page is PageOf<'privacy' | 'terms'> => page.id === 'terms')!;
    expect(legal.publicPaths(terms)).toEqual(['/terms']);
    expect(legal.seoKeyOf?.(terms)).toBe('terms');
    expect(legal.titleOf(terms)).toBe(terms.title.en);
  });
});

describe('the client logos’ definition', () => {
  it('draws every field but the id and the place, and puts a new logo last', () => {
    const edit = editSchemaOf(generic(clientLogoDefinition));
    expect(undrawn(edit, clientLogoDefinition.fields)).toEqual([]);
    const existing = [
      { id: 'a', order: 0, name: 'A', image: '/a.png' },
      { id: 'b', order: 4, name: 'B', image: '/b.png' },
    ];
    expect(clientLogoDefinition.onCreate?.({ name: 'C' }, existing)).toEqual({ name: 'C', order: 5 });
    expect(clientLogoDefinition.onCreate?.({ name: 'C' }, [])).toEqual({ name: 'C', order: 0 });
  });
});

describe('the social media plans’ definition', () => {
  it('draws every field but the id and the place, with the schema’s limits, and puts a new plan last', () => {
    const edit = editSchemaOf(generic(socialPlanDefinition));
    expect(undrawn(edit, socialPlanDefinition.fields)).toEqual([]);
    expect(formFields(edit, socialPlanDefinition.fields).find((field) => field.name === 'features')).toMatchObject({
      min: 1,
      max: 15,
    });
    expect(socialPlanDefinition.onCreate).toBe(placeLast);
  });
});
