import { describe, expect, it } from 'vitest';
import { isPlayableMedia, mediaHosts, parseMediaHosts } from './media-hosts';

describe('video URLs the home page can play', () => {
  const hosts = ['https://videos.example.com'];

  it('accepts the site’s own media and https URLs on a host MEDIA_HOSTS names (D3)', () => {
    expect(isPlayableMedia('/videos/clip.mp4', [])).toBe(true);
    expect(isPlayableMedia('https://videos.example.com/a/clip.mp4', hosts)).toBe(true);
    expect(isPlayableMedia('https://VIDEOS.example.com:443/clip.mp4', hosts)).toBe(true);
  });

  it('refuses https URLs on any other host, and protocol-relative or non-https ones (D3)', () => {
    expect(isPlayableMedia('https://cdn.elsewhere.example/clip.mp4', [])).toBe(false);
    expect(isPlayableMedia('https://cdn.elsewhere.example/clip.mp4', hosts)).toBe(false);
    expect(isPlayableMedia('https://videos.example.com.evil.example/clip.mp4', hosts)).toBe(false);
    expect(isPlayableMedia('http://videos.example.com/clip.mp4', hosts)).toBe(false);
    expect(isPlayableMedia('//videos.example.com/clip.mp4', hosts)).toBe(false);
    expect(isPlayableMedia('/\\videos.example.com/clip.mp4', hosts)).toBe(false);
  });

  it('reads MEDIA_HOSTS as https origins separated by commas or spaces, and refuses anything else (D3)', () => {
    expect(parseMediaHosts('https://videos.example.com, https://cdn.example.net:8443')).toEqual([
      'https://videos.example.com',
      'https://cdn.example.net:8443',
    ]);
    for (const bad of ['http://videos.example.com', 'https://videos.example.com/path', '*', "'self' https://x.example"])
      expect(parseMediaHosts(`https://ok.example ${bad}`), bad).toBeUndefined();
    expect(mediaHosts('https://ok.example http://bad.example')).toEqual([]);
    expect(mediaHosts(undefined)).toEqual([]);
  });
});
