/**
 * A realistic long answer (about 4,000 tokens): headings, paragraphs with emphasis and links,
 * lists, a table and fenced code. Tokens are word pieces of about four characters, as models
 * stream them.
 */
export function longAnswer(): string {
  const sections: string[] = [
    '# Planning a week in Lisbon',
    'Here is a complete plan, with **costs**, *timings* and [sources](https://www.visitlisboa.com).',
  ];
  for (let day = 1; day <= 20; day += 1) {
    sections.push(
      `## Day ${String(day)}: the ${['river', 'hills', 'old town', 'coast', 'palaces', 'markets'][day % 6] ?? ''}`,
      `Start early: the light is best before ten, and the queues for tram 28 are short. Walk up to the **miradouro** for the view, then down through narrow streets to a *pastelaria* for a coffee. See the [city guide](https://www.visitlisboa.com/en/day-${String(day)}) for opening hours.`,
      '- Morning: a walk and a museum\n- Lunch: grilled fish near the river\n- Afternoon: a tram ride and a rest\n- Evening: dinner and, if you like, fado',
      '| Time | Place | Cost |\n| --- | --- | ---: |\n| 09:00 | Museum | €10 |\n| 13:00 | Lunch | €18 |\n| 20:00 | Dinner | €30 |',
      '```python\n' +
        Array.from(
          { length: 6 },
          (_, line) =>
            `cost_day_${String(day)} += prices[${String(line)}] * people  # line ${String(line)}`,
        ).join('\n') +
        '\n```',
    );
  }
  return sections.join('\n\n');
}

/** Splits text into stream tokens of about four characters. */
export function tokenize(text: string): string[] {
  return text.match(/[\s\S]{1,4}/g) ?? [];
}
