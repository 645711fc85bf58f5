/**
 * Turns of the event loop that go by while work is in progress: how often work done in slices
 * (rooms/slices.ts) let other messages run. Counts setImmediate callbacks until stopped.
 */
export function countTurns(): { stop: () => number } {
  let turns = 0;
  let counting = true;
  const count = () => counting && (turns++, setImmediate(count));
  setImmediate(count);
  return {
    stop: () => {
      counting = false;
      return turns;
    },
  };
}
