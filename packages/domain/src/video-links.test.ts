import { describe, expect, it } from 'vitest';
import { classifyVideoLink, embedUrlOf } from './video-links.js';

describe('classifyVideoLink', () => {
  it('recognises YouTube and Vimeo links, to be watched where they are', () => {
    expect(classifyVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.kind).toBe('youtube');
    expect(classifyVideoLink('https://youtu.be/dQw4w9WgXcQ')?.kind).toBe('youtube');
    expect(classifyVideoLink('https://vimeo.com/76979871')?.kind).toBe('vimeo');
    expect(classifyVideoLink('https://player.vimeo.com/video/76979871')?.kind).toBe('vimeo');
  });

  it('treats any other http or https link as a file to fetch', () => {
    expect(classifyVideoLink(' https://club.example.com/games/round-4.mp4 ')).toEqual({
      kind: 'direct',
      url: 'https://club.example.com/games/round-4.mp4',
    });
    expect(classifyVideoLink('http://notyoutube.com/watch?v=1')?.kind).toBe('direct');
  });

  it('refuses other schemes, credentials in the link and text that is not a URL', () => {
    for (const link of [
      'ftp://club.example.com/a.mp4',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://user:pw@club.example.com/a.mp4',
      'round 4',
      '',
    ]) {
      expect(classifyVideoLink(link), link).toBeNull();
    }
  });
});

describe('embedUrlOf', () => {
  it('finds the video in the shapes of YouTube and Vimeo links', () => {
    const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&rel=0';
    expect(embedUrlOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30')).toBe(youtube);
    expect(embedUrlOf('https://youtu.be/dQw4w9WgXcQ')).toBe(youtube);
    expect(embedUrlOf('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(youtube);
    expect(embedUrlOf('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?api=1');
  });

  it('answers null for a direct link or a link without a video', () => {
    expect(embedUrlOf('https://example.com/game.mp4')).toBeNull();
    expect(embedUrlOf('https://www.youtube.com/feed/trending')).toBeNull();
  });
});
