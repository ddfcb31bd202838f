// Loaded into the local stack's process by the API bench (stack-process.ts, `profile: true`): SIGUSR2 starts V8's
// sampling profiler, the next SIGUSR2 stops it and writes the profile to RIPPLE_CPU_PROFILE_FILE. Only the window
// between the two is profiled, not the stack's start-up or the bench's seeding.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const file = process.env.RIPPLE_CPU_PROFILE_FILE;
if (file) {
  const session = new Session();
  session.connect();
  let profiling = false;
  process.on('SIGUSR2', () => {
    const toggle = async () => {
      if (!profiling) {
        profiling = true;
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
        return;
      }
      profiling = false;
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
    };
    toggle().catch((error: unknown) => console.error('cpu profile:', error));
  });
}
