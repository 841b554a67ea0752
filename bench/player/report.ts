/** One line per figure: the value, the goal, and the ratio of the value to the goal. */
export function reportFigure(
  name: string,
  value: number,
  unit: string,
  goal: { atMost?: number; atLeast?: number },
): void {
  const target = goal.atMost ?? goal.atLeast ?? 1;
  const sign = goal.atMost !== undefined ? '≤' : '≥';
  const met = goal.atMost !== undefined ? value <= goal.atMost : value >= target;
  console.log(
    `${name.padEnd(30)} ${value.toFixed(2).padStart(8)} ${unit.padEnd(4)} goal ${sign} ${target} | ratio to goal ${(value / target).toFixed(2)} ${met ? 'ok' : 'MISSED'}`,
  );
}
