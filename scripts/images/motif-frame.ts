import { aspectRatios, type ImageGroup } from '../../src/lib/images';

/** Box in which a raster motif draws; every motif returns a complete SVG rendered at `width`. */
export interface Frame {
  width: number;
  height: number;
  vw: number;
  vh: number;
}

export function frameFor(group: ImageGroup, width: number, designWidth = 1600): Frame {
  const ratio = aspectRatios[group];
  return { width, height: Math.round(width / ratio), vw: designWidth, vh: Math.round(designWidth / ratio) };
}
