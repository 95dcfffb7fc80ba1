import type { TApplication, TExternalJobClick, TResume, TSessionUser } from '@talkhire/contracts';
import { ControlledActors } from '../testing/controlled-actors';
import { type PlannedPath, replayPath } from '../testing/graph-coverage';
import { ManualClock } from '../testing/manual-clock';
import { describeGraphWalk } from '../testing/walk-graph';
import { quickApplyGraph } from './graph-plan';
import { quickApplyMachine } from './machine';
import type { ApplyInput, QuickApplyRegistration, ResumeChoice } from './types';

const { inputs, events } = quickApplyGraph;

function replay(plan: PlannedPath) {
  const actors = new ControlledActors();
  const machine = quickApplyMachine.provide({
    actors: {
      register: actors.promise<TSessionUser, QuickApplyRegistration>(),
      uploadResume: actors.promise<TResume, ResumeChoice>(),
      apply: actors.promise<TApplication, ApplyInput>(),
      clickExternal: actors.promise<TExternalJobClick, { jobId: number }>(),
    },
  });
  return replayPath(plan, { machine, actors, clock: new ManualClock() });
}

describeGraphWalk('quick apply machine', quickApplyMachine, inputs, events, replay);
