/** Each real provider against a local server speaking the same protocol. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedNews } from '../../src/providers/news/feeds.js';
import { createChatWriter } from '../../src/providers/writer/chat-writer.js';
import { createLlmSafety } from '../../src/providers/safety/llm-safety.js';
import { talesFor } from '../../src/providers/news/tales/index.js';
import { createImagesIllustrator } from '../../src/providers/illustrator/images-illustrator.js';
import { createSpeechNarrator } from '../../src/providers/narrator/speech-narrator.js';
import { decodePcm, encodeOpus, wavFromSamples } from '../../src/providers/media/ffmpeg.js';
import { findPauses, sentences } from '../../src/providers/narrator/align.js';
import { createEspeakNarrator } from '../../src/providers/narrator/espeak-narrator.js';
import { bundledItems } from '../../src/providers/news/bundled.js';

type Route = (body: any, url: string) => { status?: number; type?: string; body: string | Buffer };
let route: Route = () => ({ status: 404, body: '' });
const seen: { url: string; body: any; auth?: string }[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      const body = raw ? JSON.parse(raw) : null;
      seen.push({ url: req.url!, body, auth: req.headers.authorization });
      const answer = route(body, req.url!);
      res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const endpoint = () => ({ baseUrl: `${base}/v1`, apiKey: 'sk-test', model: 'test-model' });
const completion = (content: unknown) => ({
  body: JSON.stringify({
    choices: [
      { message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) } },
    ],
  }),
});

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Kind news</title>
<item><title>Zoo welcomes twin otters</title><description>&lt;p&gt;Two baby otters were born.&lt;/p&gt;</description><link>https://news.example/otters</link></item>
<item><title>Zoo welcomes twin otters!</title><description>Same story again</description><link>https://news.example/otters</link></item>
<item><title>Storm causes disaster in the port</title><description>Many hurt.</description><link>https://news.example/storm</link></item>
</channel></rss>`;
const ATOM = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Science</title>
<entry><title>Library opens a reading garden</title><link href="https://news.example/garden"/><summary>Children read under the trees.</summary></entry>
<entry><title>Война в новостях</title><link href="https://news.example/war"/><summary>Плохая новость</summary></entry>
</feed>`;

describe('feed news', () => {
  it('reads RSS and Atom, drops duplicates and unsuitable topics, and picks one a day', async () => {
    route = (_b, url) => ({ type: 'application/xml', body: url.includes('atom') ? ATOM : RSS });
    const news = createFeedNews({ feeds: [`${base}/rss.xml`, `${base}/atom.xml`] });
    const titles = new Set<string>();
    for (let d = 1; d <= 20; d++) titles.add((await news.pick('en', new Date(Date.UTC(2026, 0, d)))).title);
    expect([...titles].sort()).toEqual(['Library opens a reading garden', 'Zoo welcomes twin otters']);
    const item = await news.pick('en', new Date('2026-01-05'));
    expect(await news.pick('en', new Date('2026-01-05'))).toEqual(item);
  });

  it('explains when no feed can be read', async () => {
    route = () => ({ status: 503, body: 'down' });
    await expect(createFeedNews({ feeds: [`${base}/rss.xml`] }).pick('en', new Date())).rejects.toThrow(
      /No news feed could be read: .*HTTP 503/,
    );
  });
});

describe('chat-completions writer and safety', () => {
  const otterLines = [
    'Hello, little one, it is Pip the mouse with news.',
    'Two little otters live by a quiet river.',
    'Today they swam for the very first time!',
    'Their mother watched them and kept them close.',
    'Otters hold paws when they sleep on the water.',
    'Have you ever held a hand in the water?',
    'The river sparkled and the reeds rustled softly.',
    'Everyone who saw them smiled all day.',
    'Pip closes her bag and goes home now.',
    'Good night, little one, sweet dreams.',
  ];
  const beats = ['hello', 'where', 'happened', 'feeling', 'detail', 'night'];
  const draft = {
    title: 'Otters',
    scenes: ['Hello', 'The river', 'First swim', 'Paws', 'Glad', 'Good night'].map((title, n) => ({
      beat: beats[n],
      title,
      text: n < 4 ? `${otterLines[n * 2]} ${otterLines[n * 2 + 1]}` : otterLines[n + 4]!,
    })),
    footnotes: [{ title: 'Otters', titleInSource: 'otters', text: 'Furry river animals that love to swim.' }],
    parentNote: { whatHappened: 'Two otter pups at a river park swam for the first time.', questions: ['Q1?', 'Q2?'] },
    mood: 'happy',
    setting: 'river',
  };
  /** The critic's answer: every criterion of its rubric met. */
  const allMet = {
    criteria: Object.fromEntries(
      ['facts', 'arc', 'sentences', 'warmth', 'wording', 'questions', 'footnotes', 'parentNote'].map((c) => [
        c,
        { note: '', ok: true },
      ]),
    ),
  };
  const critic = (body: any) => body.response_format.json_schema.name === 'story_critique';
  const news = bundledItems('en')[0]!;

  it('sends a JSON-schema request and asks again when the answer is invalid', async () => {
    let calls = 0;
    route = (body) =>
      critic(body) ? completion(allMet) : ++calls === 1 ? completion({ title: 'no scenes' }) : completion(draft);
    seen.length = 0;
    const result = await createChatWriter(endpoint()).write({ news, locale: 'en', ageCluster: '4to5', seed: 1 });
    expect(result.title).toBe('Otters');
    expect(result.writerNotes).toBeUndefined();
    expect(calls).toBe(2);
    expect(seen[0]).toMatchObject({
      url: '/v1/chat/completions',
      auth: 'Bearer sk-test',
      body: { model: 'test-model', response_format: { type: 'json_schema' } },
    });
    expect(seen[1]!.body.messages[1].content).toContain('Your last answer was invalid');
    // the same story grammar as the offline writer: narrator, arc, setting, footnotes without their word
    expect(seen[0]!.body.messages[0].content).toMatch(
      /Pip, a small brown mouse.*good night.*at most 18 words.*does not use the word itself/s,
    );
  });

  it('revises a story that fails the quality checks once, then passes the better one on with the reasons', async () => {
    const repeated = { ...draft, scenes: draft.scenes.map((s) => ({ ...s, title: 'Same' })) };
    let calls = 0;
    route = (body) => (critic(body) ? completion(allMet) : (++calls, completion(repeated)));
    seen.length = 0;
    const result = await createChatWriter(endpoint()).write({ news, locale: 'en', ageCluster: '4to5', seed: 1 });
    expect(calls).toBe(2);
    expect(seen[2]!.body.messages[1].content).toContain('two scenes are titled "Same"');
    expect(result.scenes[0]!.title).toBe('Same');
    expect(result.writerNotes?.join()).toContain('two scenes are titled "Same"');
    calls = 0;
    route = (body) => (critic(body) ? completion(allMet) : (++calls, completion(draft)));
    await createChatWriter(endpoint()).write({ news, locale: 'en', ageCluster: '4to5', seed: 1 });
    expect(calls).toBe(1);
  });

  it('lets the stricter of model and lexicon win', async () => {
    route = () => completion({ verdict: 'flag', reasons: ['mentions a storm'] });
    const verdict = await createLlmSafety(endpoint()).check(draft as never, { locale: 'en', ageCluster: '4to5' });
    expect(verdict).toMatchObject({ verdict: 'flag', reasons: ['moderation model: mentions a storm'] });
  });
});

describe('images illustrator', () => {
  it('turns b64_json pictures into 1024x768 WebP', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffaa66' } })
      .png()
      .toBuffer();
    route = () => ({ body: JSON.stringify({ data: [{ b64_json: png.toString('base64') }] }) });
    const draft = {
      title: 'T',
      scenes: [{ text: 'One' }, { text: 'Two' }],
      footnotes: [],
      parentNote: { whatHappened: '', questions: [] },
      mood: 'calm' as const,
    };
    const out = await createImagesIllustrator(endpoint()).illustrate({ draft, news: bundledItems('en')[0]!, seed: 1 });
    expect(out.scenes).toHaveLength(2);
    const meta = await sharp(out.cover.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 768]);
    expect(seen.at(-1)).toMatchObject({ url: '/v1/images/generations', body: { response_format: 'b64_json' } });
    // one style and the narrator character in every prompt
    const prompts = seen.slice(-3).map((r) => r.body.prompt as string);
    for (const prompt of prompts) expect(prompt).toMatch(/picture-book illustration.*Pip, a small brown mouse/);
    expect(prompts[2]).toContain('Scene 2 of 2');
  });

  it('passes the scene spec of a bundled item into the prompt: the cat in the tree, who is asleep at the end', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffaa66' } })
      .png()
      .toBuffer();
    route = () => ({ body: JSON.stringify({ data: [{ b64_json: png.toString('base64') }] }) });
    const news = bundledItems('en').find((n) => n.id.includes('07-20'))!;
    const tale = talesFor(news.id)!.en;
    const draft = {
      title: tale.title,
      scenes: [
        { text: tale.toddler[0]!.text, beat: 'happened' as const },
        { text: `${tale.bedtime} Good night!`, beat: 'night' as const },
      ],
      footnotes: [],
      parentNote: { whatHappened: '', questions: [] },
      mood: 'calm' as const,
    };
    await createImagesIllustrator(endpoint()).illustrate({ draft, news, seed: 1 });
    const [tree, night] = seen.slice(-2).map((r) => r.body.prompt as string);
    expect(tree).toContain('a cat (ginger kitten, white tip on the tail), looking worried, in the tree');
    expect(tree).toContain('Clearly visible: cat, tree.');
    expect(night).toContain('looking sleepy, lying, in the blanket');
    expect(night).not.toContain('the storyteller waving good night');
  });

  it('reports a missing picture clearly', async () => {
    route = () => ({ body: JSON.stringify({ data: [] }) });
    const draft = {
      title: 'T',
      scenes: [{ text: 'One' }],
      footnotes: [],
      parentNote: { whatHappened: '', questions: [] },
      mood: 'calm' as const,
    };
    await expect(
      createImagesIllustrator(endpoint()).illustrate({ draft, news: bundledItems('en')[0]!, seed: 1 }),
    ).rejects.toThrow(/no b64_json/);
  });
});

describe('speech narrator', () => {
  it('aligns the text to the audio: sentences start after the pauses, words within their sentence', async () => {
    // eSpeak's speech, whose word timings are its own (checked within 100 ms in media.test.ts), as the narrator
    for (const [locale, text] of [
      [
        'en',
        'Pip the little fox found a shiny red kite in the meadow. "Whose kite is this?" she asked the wind. The wind only whispered, so Pip carried it home. In the morning she gave it back to the girl next door.',
      ],
      [
        'ru',
        'Тиша нашёл в лесу маленького ёжика. Он спросил: «Ты где живёшь?» Ёжик только фыркнул и убежал домой. Утром они снова встретились у старого пня.',
      ],
    ] as const) {
      const truth = await createEspeakNarrator().narrate({ text, locale });
      route = () => ({ type: 'audio/ogg', body: truth.data });
      const speech = await createSpeechNarrator({ ...endpoint(), voice: 'alloy' }).narrate({ text, locale });
      expect(speech.words.map((w) => w.word)).toEqual(text.split(' '));
      const pcm = await decodePcm(truth.data, 16_000);
      const pauseEnds = findPauses(pcm, 16_000).pauses.map((p) => p.end);
      const firsts = sentences(text.split(' ')).map((s) => s[0]!);
      expect(firsts.length).toBeGreaterThan(3);
      for (const i of firsts) {
        const [got, want] = [speech.words[i]!.start, truth.words[i]!.start];
        expect(Math.abs(got - want), `${locale} "${speech.words[i]!.word}"`).toBeLessThan(0.15);
        // every sentence after the first starts where a pause in the audio ends
        if (i) expect(pauseEnds.some((end) => Math.abs(end - got) < 0.011)).toBe(true);
      }
      // every word within 400 ms of where the voice says it (spread by letters over the whole length, up to a second off)
      speech.words.forEach((w, i) =>
        expect(Math.abs(w.start - truth.words[i]!.start), `${locale} "${w.word}"`).toBeLessThan(0.4),
      );
    }
  });

  it('measures the audio /audio/speech returns and times its words', async () => {
    const tone = new Float32Array(16_000 * 2).map((_, i) => 0.2 * Math.sin(i / 5));
    const opus = await encodeOpus(wavFromSamples(tone, 16_000), 32);
    route = () => ({ type: 'audio/ogg', body: opus });
    const speech = await createSpeechNarrator({ ...endpoint(), voice: 'alloy' }).narrate({
      text: 'Hello little one',
      locale: 'en',
    });
    expect(speech.duration).toBeCloseTo(2, 0);
    expect(speech.words).toHaveLength(3);
    expect(seen.at(-1)).toMatchObject({ url: '/v1/audio/speech', body: { voice: 'alloy', input: 'Hello little one' } });
    route = () => ({ type: 'audio/ogg', body: 'garbage' });
    await expect(
      createSpeechNarrator({ ...endpoint(), voice: 'alloy' }).narrate({ text: 'Hi', locale: 'en' }),
    ).rejects.toThrow(/cannot be read/);
  });
});
