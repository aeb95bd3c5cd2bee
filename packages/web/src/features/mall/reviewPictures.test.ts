import { describe, expect, it } from 'vitest';
import { addPictures, pictureProblem } from './reviewPictures.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = MB) => ({ name, type, size });

describe('review pictures', () => {
  it('accepts jpg, jpeg and png up to 5 MB', () => {
    expect(pictureProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(pictureProblem(file('a.JPEG', 'image/jpeg'))).toBeNull();
    expect(pictureProblem(file('a.png', 'image/png', 5 * MB))).toBeNull();
  });

  it('refuses other types, renamed files and pictures over 5 MB', () => {
    expect(pictureProblem(file('a.gif', 'image/gif'))).toBe('type');
    expect(pictureProblem(file('a.webp', 'image/webp'))).toBe('type');
    expect(pictureProblem(file('a.png', 'application/pdf'))).toBe('type');
    expect(pictureProblem(file('a.pdf', 'image/png'))).toBe('type');
    expect(pictureProblem(file('a.png', 'image/png', 5 * MB + 1))).toBe('size');
  });

  it('keeps at most five pictures and says what it refused', () => {
    const four = ['1', '2', '3', '4'].map((n) => file(`${n}.jpg`, 'image/jpeg'));
    const result = addPictures(four, [
      file('5.png', 'image/png'),
      file('6.png', 'image/png'),
      file('x.gif', 'image/gif'),
    ]);
    expect(result.pictures.map((picture) => picture.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.png']);
    expect(result.problems.sort()).toEqual(['count', 'type']);
  });
});
