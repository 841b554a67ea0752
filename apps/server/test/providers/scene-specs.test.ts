import { describe, expect, it } from 'vitest';
import { talesFor } from '../../src/providers/news/tales/index.js';
import { tellingScenes, type SceneSpec } from '../../src/providers/news/tales/scenes/index.js';
import { bundledItems } from '../../src/providers/news/bundled.js';
import { checkBundledScenes, missingInPicture } from '../../src/providers/illustrator/must-see.js';
import { composeSpec } from '../../src/providers/illustrator/spec-scene.js';
import { composeScene } from '../../src/providers/illustrator/scene-svg.js';
import { loadGlyphs } from '../../src/providers/illustrator/glyphs.js';
import { storyboard } from '../../src/providers/illustrator/storyboard.js';
import { taleDraft } from '../../src/providers/writer/tale-writer.js';
import type { StoryDraft } from '../../src/providers/types.js';

const drawn = (spec: SceneSpec) => {
  const { svg, placed } = composeSpec(spec, { locale: 'en', pose: 'talk', seed: 1 });
  return { svg, placed, missing: missingInPicture(spec, svg, placed) };
};

const catInTree = tellingScenes('07-20', 'en')!.toddler[0]!;

describe('scene specs', () => {
  it('draws every must-see thing of every spec of the bundled set (by element id, in place, in scale)', async () => {
    const report = await checkBundledScenes();
    expect(report.itemsWithSpecs.length).toBeGreaterThan(0);
    expect(report.missing).toEqual([]);
    expect(report.mustSee).toBeGreaterThan(report.scenes);
  });

  it('fails a picture that misses a thing, puts it elsewhere or draws it out of scale', async () => {
    await loadGlyphs(['🪜', '🦋']);
    const asked: SceneSpec = { ...catInTree, see: ['cat', 'tree', 'dog'] };
    expect(drawn(asked).missing).toEqual(['"dog" must be seen but the spec has no such thing']);
    // the same picture with the cat left out of the SVG
    const { svg, placed } = drawn(catInTree);
    expect(missingInPicture(catInTree, svg.replace('id="see-cat"', 'id="x"'), placed)).toEqual([
      'see-cat (cat) is not drawn',
    ]);
    // a cat moved beside the tree is no longer in it; a cat drawn taller than the tree is out of scale
    const moved = placed.map((p) => (p.id === 'see-cat' ? { ...p, box: { ...p.box, x: 2000 } } : p));
    expect(missingInPicture(catInTree, svg, moved)).toContain('see-cat is outside the picture');
    const cat = placed.find((p) => p.id === 'see-cat')!;
    const behind = [...placed, { ...cat, id: 'see-leaves', thing: { id: 'leaves', is: 'tree' } }];
    expect(missingInPicture(catInTree, svg, behind)).toContain('see-cat is hidden behind see-leaves');
    const standing: SceneSpec = {
      ...catInTree,
      things: [
        { id: 'tree', is: 'tree' },
        { id: 'cat', is: 'cat' },
      ],
    };
    const big = drawn(standing).placed.map((p) => (p.id === 'see-cat' ? { ...p, box: { ...p.box, h: 900 } } : p));
    expect(missingInPicture(standing, drawn(standing).svg, big)).toContain(
      'see-cat is drawn taller than see-tree, which is bigger',
    );
  });

  it('lays out by relation and count: a cat in the branches, apples on the tree, two rainbows', async () => {
    await loadGlyphs(['🍎']);
    const { placed } = drawn(catInTree);
    const [tree, cat] = ['see-tree', 'see-cat'].map((id) => placed.find((p) => p.id === id)!.box);
    expect(cat!.h).toBeLessThan(tree!.h / 3);
    expect(cat!.y + cat!.h).toBeLessThan(tree!.y + tree!.h * 0.6); // up off the ground, in the tree
    const orchard: SceneSpec = {
      doing: 'red apples on a tree under a double rainbow',
      where: 'orchard',
      time: 'day',
      weather: 'clear',
      things: [
        { id: 'tree', is: 'apple-tree' },
        { id: 'apples', is: 'apple', count: 5, on: 'tree' },
        { id: 'rainbow', is: 'rainbow', count: 2 },
      ],
      see: ['apples', 'rainbow'],
    };
    const picture = drawn(orchard);
    expect(picture.missing).toEqual([]);
    expect(picture.svg.match(/id="see-apples-\d"/g)).toHaveLength(5);
    expect(picture.svg.match(/id="see-rainbow-\d"/g)).toHaveLength(2);
  });

  it('shows each feeling on the face, and rain only while it rains', () => {
    const faces = (['calm', 'happy', 'worried', 'sleepy', 'surprised'] as const).map((feeling) => {
      const spec: SceneSpec = { ...catInTree, things: [{ id: 'girl', is: 'girl', feeling }], see: ['girl'] };
      return drawn(spec).svg;
    });
    faces.forEach((svg, i) =>
      expect(svg).toContain(`class="face-${['calm', 'happy', 'worried', 'sleepy', 'surprised'][i]}"`),
    );
    expect(new Set(faces).size).toBe(5);
    const raining = drawn({ ...catInTree, weather: 'rain' }).svg;
    const stopped = drawn({ ...catInTree, weather: 'clear' }).svg;
    expect(raining).toContain('class="rain"');
    expect(stopped).not.toContain('class="rain"');
  });

  it('draws a told story from its specs, the last picture showing who the text says is asleep', async () => {
    const news = bundledItems('en').find((n) => n.id.includes('07-20'))!;
    const draft: StoryDraft = {
      ...taleDraft(talesFor(news.id)!, { locale: 'en', cluster: '6to7', index: 0 }),
      mood: 'calm',
    };
    const board = storyboard(draft, news, 1);
    await loadGlyphs(board.pictures);
    expect(board.scenes[0]!.authored).toBeUndefined(); // the narrator's hello is drawn from its words
    expect(board.scenes.slice(1).every((s) => s.authored)).toBe(true);
    const night = composeScene(board.scenes.at(-1)!);
    expect(night).toContain('id="see-cat" data-is="cat" data-feeling="sleepy"');
    expect(composeScene(board.scenes[2]!)).toContain('id="see-cat"');
  });
});
