import { describe, expect, it } from 'vitest';
import { landingPageSchema } from '@/content/landing-page';
import { fieldLabel, formFields } from '../collection/form-fields';
import { blankBlock, withoutEmpty } from '../collection/values';
import { blockSpecs } from './blocks';
import { landingPageDefinition } from './definition';

const [, blocksField] = formFields(landingPageSchema, landingPageDefinition.fields);
const kind = (type: string) => blocksField!.blocks!.find((block) => block.type === type)!;

describe('the page editor’s blocks', () => {
  it('offers every block of the content schema, each with its fields’ limits read from it', () => {
    expect(blocksField).toMatchObject({ kind: 'blocks', max: 40, min: 1 });
    expect(blocksField!.blocks!.map((block) => block.type)).toEqual(blockSpecs.map((spec) => spec.type));
    expect(kind('hero').fields.find((field) => field.name === 'heading')).toMatchObject({
      required: true,
      maxLength: 160,
    });
    expect(kind('hero').fields.find((field) => field.name === 'actions')).toMatchObject({ max: 2 });
    expect(kind('figures').fields.find((field) => field.name === 'items')).toMatchObject({ min: 1, max: 8 });
    expect(kind('projects').fields.find((field) => field.name === 'projectIds')).toMatchObject({ numeric: true });
  });

  it('starts each new block valid but for what the admin must write', () => {
    const faq = blankBlock(kind('faq'));
    expect(faq).toMatchObject({ type: 'faq', heading: { en: '' }, items: [{ question: { en: '' } }] });
    const projects = blankBlock(kind('projects'));
    expect(projects).toMatchObject({ type: 'projects', projectIds: [], limit: 3 });
    const filled = { ...projects, heading: { en: 'Our work' } };
    expect(landingPageSchema.shape.blocks.safeParse([withoutEmpty([], filled)]).success).toBe(true);
  });

  it('leaves out a block’s optional texts left empty, by its own kind’s fields', () => {
    const sent = withoutEmpty([blocksField!], {
      blocks: [{ type: 'hero', heading: { en: 'Hi' }, text: { en: '' }, image: '', actions: [] }],
    });
    expect(sent).toEqual({ blocks: [{ type: 'hero', heading: { en: 'Hi' }, actions: [] }] });
  });

  it('names a block’s field in the form’s words', () => {
    expect(fieldLabel(landingPageDefinition.fields, 'blocks.2.heading.es')).toBe(
      'Blocks › Block 3 › Heading · Spanish',
    );
  });
});
