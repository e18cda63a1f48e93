import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountPercentFor,
  estimateToSearchParams,
  lineAmount,
  parseEstimate,
  priceSelection,
  pricingTabIds,
  quoteEstimate,
  volumeDiscount,
  type PricedCatalogue,
} from './pricing';

const web: PricedCatalogue = {
  id: 'web',
  categories: [
    {
      options: [
        { id: 'landing', price: 3500 },
        { id: 'app', price: 15000 },
      ],
    },
    { options: [{ id: 'design', price: 2500 }] },
  ],
};

const maintenance: PricedCatalogue = {
  id: 'maintenance',
  categories: [
    {
      options: [
        { id: 'hosting', price: 100 },
        { id: 'support', price: 800 },
      ],
    },
  ],
};

const marketing: PricedCatalogue = {
  id: 'marketing',
  categories: [
    {
      options: [
        { id: 'audit', price: 600, oneTime: true },
        { id: 'seo', price: 500 },
      ],
    },
  ],
};

const catalogues = [web, maintenance, marketing];

/** One option of exactly this price on a one-off tab, to price arbitrary subtotals. */
function priced(subtotal: number) {
  return priceSelection({ id: 'web', categories: [{ options: [{ id: 'x', price: subtotal }] }] }, ['x']);
}

describe('volume discount', () => {
  it.each([
    [0, 0, 0],
    [14_999, 0, 0],
    [15_000, 10, 1_500],
    [24_999, 10, 2_500],
    [25_000, 15, 3_750],
    [49_999, 15, 7_500],
    [50_000, 25, 12_500],
    [120_000, 25, 30_000],
  ])('gives a subtotal of %i a %i%% discount of %i dollars', (subtotal, percent, discount) => {
    expect(discountPercentFor(subtotal)).toBe(percent);
    expect(volumeDiscount(subtotal)).toBe(discount);
  });

  it.each([
    [14_999, 14_999],
    [15_000, 13_500],
    [24_999, 22_499],
    [25_000, 21_250],
    [49_999, 42_499],
    [50_000, 37_500],
  ])('charges a total of %i as subtotal minus discount at the boundary %i', (subtotal, total) => {
    expect(priced(subtotal).total).toBe(total);
  });

  it('rounds the discount to the nearest whole dollar, halves up', () => {
    expect(volumeDiscount(15_005)).toBe(1_501); // 1,500.5
    expect(volumeDiscount(15_004)).toBe(1_500); // 1,500.4
    expect(volumeDiscount(25_001)).toBe(3_750); // 3,750.15
    expect(volumeDiscount(50_002)).toBe(12_501); // 12,500.5
    expect(volumeDiscount(50_001)).toBe(12_500); // 12,500.25
  });

  const amount = fc.integer({ min: 0, max: 20_000_000 });

  it('never makes the total negative or larger than the subtotal', () => {
    fc.assert(
      fc.property(amount, (subtotal) => {
        const { total, discount } = priced(subtotal);
        expect(Number.isInteger(discount)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(subtotal);
      }),
    );
  });

  it('never gives a larger subtotal a smaller discount', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(volumeDiscount(low)).toBeLessThanOrEqual(volumeDiscount(high));
      }),
    );
  });
});

describe('pricing a selection', () => {
  it('adds up the selected prices and ignores ids the catalogue does not have', () => {
    const quote = priceSelection(web, ['landing', 'design', 'nope']);
    expect(quote.lines.map((line) => line.id)).toEqual(['landing', 'design']);
    expect(quote).toMatchObject({ subtotal: 6_000, discountPercent: 0, discount: 0, total: 6_000 });
  });

  it('costs nothing when nothing is selected', () => {
    expect(priceSelection(web, [])).toMatchObject({ lines: [], subtotal: 0, discount: 0, total: 0 });
  });

  it('counts an option selected twice once', () => {
    expect(priceSelection(web, ['app', 'app']).subtotal).toBe(15_000);
  });

  it('bills recurring options ten times their monthly price when billed annually', () => {
    expect(priceSelection(maintenance, ['hosting', 'support'], 'monthly').subtotal).toBe(900);
    expect(priceSelection(maintenance, ['hosting', 'support'], 'annually').subtotal).toBe(9_000);
  });

  it('counts one-time options once even when billed annually', () => {
    const quote = priceSelection(marketing, ['audit', 'seo'], 'annually');
    expect(quote.lines).toEqual([
      { id: 'audit', oneTime: true, amount: 600 },
      { id: 'seo', oneTime: false, amount: 5_000 },
    ]);
    expect(quote).toMatchObject({ subtotal: 5_600, oneTimeSubtotal: 600, total: 5_600 });
  });

  it('applies the volume discount after the annual multiplier', () => {
    // 1,600 a month stays below every tier; billed annually it is 16,000 and earns 10%.
    const catalogue: PricedCatalogue = { id: 'maintenance', categories: [{ options: [{ id: 'a', price: 1_600 }] }] };
    expect(priceSelection(catalogue, ['a'], 'monthly')).toMatchObject({ subtotal: 1_600, discount: 0 });
    expect(priceSelection(catalogue, ['a'], 'annually')).toMatchObject({
      subtotal: 16_000,
      discountPercent: 10,
      discount: 1_600,
      total: 14_400,
    });
  });

  it('ignores the interval on one-off tabs and defaults recurring tabs to monthly', () => {
    expect(priceSelection(web, ['landing'], 'annually')).toMatchObject({ interval: undefined, subtotal: 3_500 });
    expect(priceSelection(maintenance, ['hosting'])).toMatchObject({ interval: 'monthly', subtotal: 100 });
  });

  it('prices a line for its interval', () => {
    expect(lineAmount({ id: 'a', price: 250 }, 'annually')).toBe(2_500);
    expect(lineAmount({ id: 'a', price: 250, oneTime: true }, 'annually')).toBe(250);
    expect(lineAmount({ id: 'a', price: 250 }, 'monthly')).toBe(250);
    expect(lineAmount({ id: 'a', price: 250 }, undefined)).toBe(250);
  });

  it('recomputes an estimate from the catalogues, and has no quote for a tab without a catalogue', () => {
    expect(quoteEstimate({ tab: 'maintenance', options: ['support'], interval: 'annually' }, catalogues)).toMatchObject(
      { subtotal: 8_000, total: 8_000 },
    );
    expect(quoteEstimate({ tab: 'erp', options: [] }, catalogues)).toBeUndefined();
  });
});

describe('estimate in the URL', () => {
  it('reads the tab, known options in catalogue order, and the interval of a recurring tab', () => {
    const params = new URLSearchParams('tab=maintenance&options=support,ghost,hosting,support&interval=annually');
    expect(parseEstimate(params, catalogues)).toEqual({
      tab: 'maintenance',
      options: ['hosting', 'support'],
      interval: 'annually',
    });
  });

  it('falls back to the first catalogue for a missing or unknown tab', () => {
    expect(parseEstimate({}, catalogues)).toEqual({ tab: 'web', options: [] });
    expect(parseEstimate({ tab: 'crypto', options: 'landing' }, catalogues)).toEqual({
      tab: 'web',
      options: ['landing'],
    });
  });

  it('keeps the interval only on recurring tabs, monthly unless annually', () => {
    expect(parseEstimate({ tab: 'web', interval: 'annually' }, catalogues)).toEqual({ tab: 'web', options: [] });
    expect(parseEstimate({ tab: 'marketing', interval: 'weekly' }, catalogues)).toMatchObject({ interval: 'monthly' });
    expect(parseEstimate({ tab: 'marketing' }, catalogues)).toMatchObject({ interval: 'monthly' });
  });

  it('uses the first value of a repeated parameter', () => {
    expect(parseEstimate({ tab: ['maintenance', 'web'], options: ['hosting', 'support'] }, catalogues)).toEqual({
      tab: 'maintenance',
      options: ['hosting'],
      interval: 'monthly',
    });
  });

  it('ignores options that belong to another tab', () => {
    expect(parseEstimate({ tab: 'web', options: 'hosting,landing' }, catalogues).options).toEqual(['landing']);
  });

  it('writes readable search parameters, with the interval only on recurring tabs', () => {
    expect(estimateToSearchParams({ tab: 'web', options: ['landing', 'design'] })).toBe(
      'tab=web&options=landing,design',
    );
    expect(estimateToSearchParams({ tab: 'web', options: [] })).toBe('tab=web');
    expect(estimateToSearchParams({ tab: 'marketing', options: ['seo'], interval: 'annually' })).toBe(
      'tab=marketing&options=seo&interval=annually',
    );
    expect(estimateToSearchParams({ tab: 'maintenance', options: [] })).toBe('tab=maintenance&interval=monthly');
  });

  it('reads back every estimate it writes', () => {
    const estimate = fc
      .record({
        catalogue: fc.constantFrom(...catalogues),
        picks: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        interval: fc.constantFrom('monthly' as const, 'annually' as const),
      })
      .map(({ catalogue, picks, interval }) => {
        const options = catalogue.categories
          .flatMap((category) => category.options)
          .filter((_, index) => picks[index])
          .map((option) => option.id);
        return catalogue.id === 'web' ? { tab: catalogue.id, options } : { tab: catalogue.id, options, interval };
      });
    fc.assert(
      fc.property(estimate, (value) => {
        expect(parseEstimate(new URLSearchParams(estimateToSearchParams(value)), catalogues)).toEqual(value);
      }),
    );
  });

  it('turns any query string into a valid estimate of a known tab', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('tab', 'options', 'interval', 'x'), fc.string()), (query) => {
        const estimate = parseEstimate(query, catalogues);
        expect(pricingTabIds).toContain(estimate.tab);
        expect(quoteEstimate(estimate, catalogues)).toBeDefined();
      }),
    );
  });
});
