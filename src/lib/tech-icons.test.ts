import { describe, expect, it } from 'vitest';
import { contrastWithWhite, knownTechnologies, readable, techIcon } from './tech-icons';

describe('techIcon', () => {
  it('finds a technology whatever its case, spaces or dots', () => {
    expect(techIcon('Next.js')).toEqual(techIcon('nextjs'));
    expect(techIcon('NEXT.JS')?.mark).toBe('N');
    expect(techIcon('react native')).toEqual(techIcon('React Native'));
    expect(techIcon('Google Analytics 4')?.mark).toBe('G4');
  });

  it('has no icon for an unknown name, so the default is shown', () => {
    expect(techIcon('Quantum Toaster')).toBeUndefined();
    expect(techIcon('')).toBeUndefined();
  });
});

describe('icon colours', () => {
  it('keeps white marks readable (4.5:1) on every brand colour', () => {
    for (const name of knownTechnologies)
      expect(contrastWithWhite(techIcon(name)!.color), name).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that is dark enough unchanged', () => {
    expect(readable('#111827')).toBe('#111827');
    expect(contrastWithWhite(readable('#ff642d'))).toBeGreaterThanOrEqual(4.5);
  });
});
