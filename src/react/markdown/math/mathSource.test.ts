import { describe, expect, it } from 'vitest';
import { BlockSplitter } from '../blockSplitter';
import { mayHoldMath } from './detectMath';
import { hasMath, scanMath } from './mathSource';
import { normalizeMath } from './normalizeMath';
import { markdownAsText } from '../markdownAsText';

const formulas = (text: string, streaming = false) =>
  scanMath(text, streaming).spans.map((span) => text.slice(span.contentStart, span.contentEnd));

describe('finding math', () => {
  it('finds the four delimiters', () => {
    expect(formulas('a $x^2$ b \\(y\\) c $$z$$ d \\[w\\] e')).toEqual(['x^2', 'y', 'z', 'w']);
    const spans = scanMath('$$\n\\frac{1}{2}\n$$', false).spans;
    expect(spans).toMatchObject([{ display: true, open: false }]);
  });

  it('leaves prices as text', () => {
    for (const text of [
      '$5 and $10',
      'It costs $5-$10.',
      'From $5, or $ 10',
      'Pay $5 now\n\nand $6 later',
      'US$ 20 and $30',
    ]) {
      expect(hasMath(text), text).toBe(false);
      expect(normalizeMath(text, false), text).not.toMatch(/(?<!\\)\$/);
    }
    expect(formulas('A $5 fee, then $x + y$.')).toEqual(['x + y']);
    expect(normalizeMath('A $5 fee, then $x + y$.', false)).toBe('A \\$5 fee, then $x + y$.');
  });

  it('never looks inside code', () => {
    expect(hasMath('Run `echo $HOME $PATH` now')).toBe(false);
    expect(hasMath('```sh\necho $a $b\n```')).toBe(false);
    expect(hasMath('~~~\n\\(x\\)\n~~~\n')).toBe(false);
    expect(formulas('`$a$` and $b$')).toEqual(['b']);
  });

  it('rewrites \\( and \\[ as dollars for the math rules, keeping escapes', () => {
    expect(normalizeMath('So \\(a_1\\) and \\[\\sum_i x_i\\].', false)).toBe(
      'So $a_1$ and $$\\sum_i x_i$$.',
    );
    expect(normalizeMath('\\[\n\\int f\n\\]', false)).toBe('$$\n\\int f\n$$');
    expect(normalizeMath('A \\$5 tip and $x$', false)).toBe('A \\$5 tip and $x$');
  });

  it('closes a formula still streaming at the end, and only then', () => {
    expect(hasMath('Half $$\\frac{1}{')).toBe(false);
    expect(hasMath('Half $$\\frac{1}{', true)).toBe(true);
    expect(normalizeMath('Half $$\\frac{1}{', true)).toBe('Half $$\\frac{1}{$$');
    expect(normalizeMath('$$\n\\frac{1}{', true)).toBe('$$\n\\frac{1}{\n$$');
    expect(normalizeMath('so \\(x + ', true)).toBe('so $x + $');
    // A single `$` may be a price: it waits for its closing sign.
    expect(hasMath('so $x + ', true)).toBe(false);
    // An earlier paragraph's unclosed `$$` is text, not a formula running on.
    expect(formulas('a $$ b\n\nc $d$', true)).toEqual(['d']);
  });

  it('reads hostile input in linear time', () => {
    for (const unit of ['$a ', '$$', '\\(', '\\[', '`$', '$`', '\\$a']) {
      const text = unit.repeat(100_000);
      const started = performance.now();
      scanMath(text, true);
      normalizeMath(text, false);
      expect(performance.now() - started, unit).toBeLessThan(1_500);
    }
  });

  it('keeps a displayed formula that spans lines in one streaming block', () => {
    const splitter = new BlockSplitter();
    const text = 'Area:\n$$\n\\int_0^1 x\\,dx\n= \\frac{1}{2}\n$$\nDone.';
    for (let end = 1; end <= text.length; end += 1) {
      const blocks = splitter.update(text.slice(0, end), end === text.length);
      expect(blocks).toHaveLength(1);
    }
  });
});

describe('the quick look of the markdown renderer', () => {
  it('never misses a formula the exact reading finds, and ignores prices', () => {
    const texts = [
      'a $x$ b',
      '$e^{i\\pi}$',
      'So \\(a\\) b',
      '\\[x\\]',
      '$$x$$',
      '$$\n\\frac{1}{2}\n$$',
      'Half $$\\frac{1}{',
      'x $a+b$, $5',
      'costs $5, so $x = 5$',
      '$a$',
      '$\\$$',
      'a $x\ny$ b',
    ];
    for (const text of texts) {
      expect(hasMath(text, true), text).toBe(true);
      expect(mayHoldMath(text), text).toBe(true);
    }
    for (const text of ['$5 and $10', 'It costs $5-$10.', 'US$ 20 and $30', '`$HOME` and `$PATH`'])
      expect(mayHoldMath(text), text).toBe(false);
  });

  it('agrees with the exact reading on random text', () => {
    const alphabet = ['$', '$', ' ', 'a', '5', '\\', '(', ')', '[', ']', '`', '\n', '\n\n', 'x'];
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let run = 0; run < 5_000; run += 1) {
      const length = 1 + Math.floor(random() * 12);
      let text = '';
      for (let index = 0; index < length; index += 1)
        text += alphabet[Math.floor(random() * alphabet.length)] ?? '';
      if (hasMath(text, true)) expect(mayHoldMath(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('looks in linear time', () => {
    for (const unit of ['$a ', '$a', '$`', 'a$b ']) {
      const text = unit.repeat(200_000);
      const started = performance.now();
      mayHoldMath(text);
      expect(performance.now() - started, unit).toBeLessThan(500);
    }
  });
});

describe('the text shown before the renderer (markdownAsText)', () => {
  it('shows formulas as their source, without delimiters, and prices as they are', () => {
    expect(markdownAsText('Euler: $e^{i\\pi} + 1 = 0$ and \\(a^2\\), for $5.')).toBe(
      'Euler: e^{i\\pi} + 1 = 0 and a^2, for $5.',
    );
    expect(markdownAsText('Sum:\n\n$$\n\\sum_k k\n$$\n\n\\[\nx\n\\]\n\nDone.')).toBe(
      'Sum:\n\n\\sum_k k\n\nx\n\nDone.',
    );
    expect(markdownAsText('- item $x_1$ and `$y$`')).toBe('• item x_1 and $y$');
  });
});
