/** Which teams run together: the illustrator draws while the narrator speaks; the composer waits for the voices. */
import { describe, expect, it } from 'vitest';
import { nextStage, workflowFor } from '../../src/modules/studio/workflow.js';

describe('workflow stages', () => {
  const story = workflowFor('tidingsStory');
  it('runs the illustrator and the narrator together once the text is checked, the rest in order', () => {
    const stages: string[][] = [];
    const completed: string[] = [];
    for (let stage = nextStage(story, completed); stage.length; stage = nextStage(story, completed)) {
      stages.push(stage);
      completed.push(...stage);
    }
    expect(stages).toEqual([
      ['news'],
      ['writer'],
      ['safety'],
      ['illustrator', 'narrator'],
      ['composer'],
      ['assembler'],
    ]);
  });

  it('remakes from the narrator alone when the pictures are kept, and writes a test text step by step', () => {
    expect(nextStage(story, ['news', 'writer', 'safety', 'illustrator'])).toEqual(['narrator']);
    expect(nextStage(story, ['news', 'writer', 'safety', 'narrator'])).toEqual(['illustrator', 'composer']);
    expect(nextStage(workflowFor('testText'), ['news'])).toEqual(['writer']);
    expect(nextStage(workflowFor('testText'), ['news', 'writer', 'safety'])).toEqual([]);
  });
});
