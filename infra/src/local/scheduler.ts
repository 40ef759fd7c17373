import { type ScheduleDef, schedules } from '@cmp/functions/platform/schedules';
import { type Background, lambdaHandler } from './workers.ts';

/** Runs the declared schedules from timers (the local stand-in for EventBridge Scheduler). */
export function startScheduler(background: Background, list: ScheduleDef[] = schedules) {
  const timers = list.map((s) =>
    setInterval(
      () => background.run(`schedule ${s.name}`, async () => (await lambdaHandler(s.target))(s.input)),
      s.everyMs,
    ).unref(),
  );
  return { stop: () => timers.forEach(clearInterval) };
}
