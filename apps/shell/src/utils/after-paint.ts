/**
 * Runs `task` once the browser has painted the next frame: work a person does not see (the address
 * bar, the router catching up) yields to the frame that shows what they clicked. A hidden document
 * paints no frames, so there the task runs on the next turn of the event loop. Returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const later = () => {
    timer = setTimeout(task, 0);
  };
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible')
    // The frame's callbacks run just before it paints; a task queued from there runs after.
    frame = requestAnimationFrame(later);
  else later();
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
