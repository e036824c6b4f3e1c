// Whether the openid trip (the route guard's, or a relay's) is still deciding, and may yet send the
// page to WeChat's authorize page. What the page would ask for meanwhile (the JS-SDK's signature,
// the session) is cut off if it leaves, one console error each, and asked for again on the page it
// comes back to: parts that start calls of their own wait (`whenNoTrip`). A module of its own,
// without imports: the entry reads it.

let deciding = false;
const waiting: Array<() => void> = [];

/** A trip starts deciding (before its guard's chunk has even loaded). */
export function tripStarted(): void {
  deciding = true;
}

/** The trip came to an answer (or failed): the page stays, and what waited runs. */
export function tripSettled(): void {
  deciding = false;
  for (const task of waiting.splice(0)) task();
}

/** Runs `task` now, or once the trip deciding has settled; never if the page leaves meanwhile. */
export function whenNoTrip(task: () => void): void {
  if (deciding) waiting.push(task);
  else task();
}
