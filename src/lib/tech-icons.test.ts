import { describe, expect, it } from 'vitest';
import { techIcon } from './tech-icons';

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
