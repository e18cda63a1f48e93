import type { SeedFile } from '..';
import { applyTranslations } from '../translations';
import { englishSeed, type SeedFileName } from './english';
import { seedTranslations } from './translations';

export { englishSeed, type SeedFileName } from './english';

/** Every seed file with its translations, loaded on an empty database and on each start (see server/db/seed.ts). */
export const seedFiles: SeedFile[] = Object.entries(englishSeed).map(([name, file]) => {
  const { file: translated, unknownKeys } = applyTranslations(file, seedTranslations[name as SeedFileName]);
  if (unknownKeys.length) throw new Error(`Seed translations name no field of ${name}: ${unknownKeys.join(', ')}`);
  return translated;
});
