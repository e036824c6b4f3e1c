import { describe, expect, it } from 'vitest';
import { isUntaintedSource } from './load-image';

describe('images a poster may draw', () => {
  const page = 'https://h5.example.com/#/driver-invite-driver/index';

  it('takes data URLs, blob URLs and files of the page’s own origin', () => {
    expect(isUntaintedSource('data:image/png;base64,iVBORw0KGgo=', page)).toBe(true);
    expect(isUntaintedSource('blob:https://h5.example.com/1b2c', page)).toBe(true);
    expect(isUntaintedSource('/uploads/campaigns/spring.png', page)).toBe(true);
    expect(isUntaintedSource('https://h5.example.com/art.jpg', page)).toBe(true);
  });

  it('refuses other origins, which would taint the canvas, and other schemes', () => {
    expect(isUntaintedSource('https://cdn.example.net/art.jpg', page)).toBe(false);
    expect(isUntaintedSource('http://h5.example.com/art.jpg', page)).toBe(false);
    expect(isUntaintedSource('//cdn.example.net/art.jpg', page)).toBe(false);
    expect(isUntaintedSource('javascript:alert(1)', page)).toBe(false);
  });
});
