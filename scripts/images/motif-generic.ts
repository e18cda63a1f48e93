/** An abstract composition for any other group. */
import type { ImageGroup } from '../../src/lib/images';
import { backdrop } from './backgrounds';
import { frameFor } from './motif-frame';
import { makeArt } from './palettes';
import { itemKey } from './references';
import { circle } from './svg';
import { between, n } from './utils';

export function abstractImage(sitePath: string, group: ImageGroup, width: number): string {
  const a = makeArt(itemKey(sitePath));
  const f = frameFor(group, width);
  let shapes = '';
  for (let i = 0; i < 7; i += 1) {
    shapes += circle(
      between(a.r, 0, f.vw),
      between(a.r, 0, f.vh),
      between(a.r, 80, 320),
      i % 2 ? a.p.accent2 : '#ffffff',
      `fill-opacity="${n(between(a.r, 0.06, 0.2))}"`,
    );
  }
  return a.c.svg(f.width, f.height, f.vw, f.vh, backdrop(a, f.vw, f.vh, 0) + shapes);
}
