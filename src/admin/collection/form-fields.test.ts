import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseStudySchema } from '@/content/case-study';
import { localized } from '@/content/fields';
import { projectSchema } from '@/content/project';
import { blogDefinition } from '../blog/definition';
import { caseStudyDefinition } from '../case-studies/definition';
import { pricingDefinition } from '../pricing/definition';
import { projectDefinition } from '../projects/definition';
import { serviceDefinition } from '../services/definition';
import { settingsDefinition } from '../settings/definition';
import { textTestimonialDefinition, videoTestimonialDefinition } from '../testimonials/definitions';
import { editSchemaOf, type CollectionDefinition } from './definition';
import { seedFiles } from '@/content/seed';
import { fieldLabel, formFields, type FormField } from './form-fields';
import { collectionDefinitions } from '../collections';

const byName = (fields: FormField[], name: string) => fields.find((field) => field.name === name)!;

describe('formFields: the form takes every limit from the content schema', () => {
  it('reads text lengths (of the English text of a per-language field), list bounds, number bounds and requiredness', () => {
    const fields = formFields(projectSchema, [
      { name: 'title', kind: 'text', label: 'Title' },
      { name: 'technologies', kind: 'plainList', label: 'Technologies' },
      { name: 'year', kind: 'number', label: 'Year' },
      { name: 'gallery', kind: 'imageList', label: 'Gallery' },
      { name: 'link', kind: 'url', label: 'Live site' },
    ]);
    expect(byName(fields, 'title')).toMatchObject({ required: true, maxLength: 120 });
    expect(byName(fields, 'technologies')).toMatchObject({ required: true, min: 1, max: 30, maxLength: 60 });
    expect(byName(fields, 'year')).toMatchObject({ required: false, min: 2000, max: 2100 });
    expect(byName(fields, 'gallery')).toMatchObject({ min: undefined, max: 8 });
    expect(byName(fields, 'link')).toMatchObject({ required: false, maxLength: 2000 });
  });

  it('follows a changed schema: a limit is written once', () => {
    const schema = z.object({ title: localized(42), tags: z.array(z.string().max(7)).min(2).max(3) });
    const fields = formFields(schema, [
      { name: 'title', kind: 'text', label: 'Title' },
      { name: 'tags', kind: 'plainList', label: 'Tags' },
    ]);
    expect(byName(fields, 'title').maxLength).toBe(42);
    expect(byName(fields, 'tags')).toMatchObject({ min: 2, max: 3, maxLength: 7 });
  });

  it('describes groups and lists of groups with their own fields', () => {
    const fields = formFields(caseStudySchema, [
      {
        name: 'kpis',
        kind: 'groupList',
        label: 'Figures',
        fields: [
          { name: 'value', kind: 'text', label: 'Value' },
          { name: 'label', kind: 'text', label: 'Label' },
        ],
      },
    ]);
    const kpis = byName(fields, 'kpis');
    expect(kpis).toMatchObject({ min: 3, max: 4 });
    expect(byName(kpis.fields!, 'value').maxLength).toBe(16);
    expect(byName(kpis.fields!, 'label').maxLength).toBe(120);
  });

  it('reads a help text that depends on the server when the form is drawn', () => {
    let hosts = 'none';
    const field = () =>
      formFields(z.object({ url: z.string() }), [{ name: 'url', kind: 'url', label: 'URL', help: () => hosts }]);
    expect(field()[0]?.help).toBe('none');
    hosts = 'https://videos.example';
    expect(field()[0]?.help).toBe('https://videos.example');
  });

  it('refuses a field the schema does not have', () => {
    expect(() => formFields(projectSchema, [{ name: 'nope', kind: 'text', label: 'Nope' }])).toThrow(/no field "nope"/);
  });

  it.each([
    ['services', serviceDefinition],
    ['site settings', settingsDefinition],
    ['pricing catalogues', pricingDefinition],
    ['projects', projectDefinition],
    ['case studies', caseStudyDefinition],
    ['blog posts', blogDefinition],
    ['text testimonials', textTestimonialDefinition],
    ['video testimonials', videoTestimonialDefinition],
  ])('the %s definition names only fields of its schema, and the form shows every required one', (_, definition) => {
    const any = definition as unknown as CollectionDefinition;
    const edit = editSchemaOf(any);
    const fields = formFields(edit, any.fields);
    const shown = new Set(fields.map((field) => field.name));
    const required = Object.entries(edit.shape)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([name]) => name);
    expect(required.filter((name) => !shown.has(name))).toEqual([]);
  });
});

describe('fieldLabel: a stored path named as the form names it', () => {
  const fields = serviceDefinition.fields;
  it('names the field, the item of a list by its number and the language', () => {
    expect(fieldLabel(fields, 'title.es')).toBe('Title · Spanish');
    expect(fieldLabel(fields, 'features.2.en')).toBe('Features › Feature 3 · English');
    expect(fieldLabel(fields, 'process.0.title.ar')).toBe('Process › Step 1 › Step title · Arabic');
    expect(fieldLabel(fields, 'technologies.4')).toBe('Technologies › Technology 5');
  });

  it('puts a part the form does not show in words, never the key itself', () => {
    expect(fieldLabel(fields, 'slug')).toBe('Address');
    expect(fieldLabel(fields, 'order')).toBe('Position in the list');
    expect(fieldLabel(fields, 'serviceFallback.relatedProjectIds.1')).toBe(
      'Service fallback › Related project IDs › Item 2',
    );
    expect(fieldLabel(fields, 'categories.0.options.3.oneTime')).toBe(
      'Categories › Item 1 › Options › Item 4 › One time',
    );
  });

  it('names every text of every seeded item in words: each part of each label starts with a capital or a digit', () => {
    const leaves = (value: unknown, prefix: string[] = []): string[] =>
      Array.isArray(value)
        ? value.flatMap((item, index) => leaves(item, [...prefix, String(index)]))
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, item]) => leaves(item, [...prefix, key]))
          : [prefix.join('.')];
    const raw: string[] = [];
    for (const definition of collectionDefinitions.values()) {
      const documents: unknown[] = seedFiles.flatMap((file): unknown[] => file[definition.collection] ?? []);
      for (const document of documents)
        for (const path of leaves(document)) {
          const label = fieldLabel(definition.fields, path);
          if (label.split(/ › | · /).some((part) => !/^[A-Z0-9]/.test(part))) raw.push(`${path}: ${label}`);
        }
    }
    expect(raw).toEqual([]);
  });
});
