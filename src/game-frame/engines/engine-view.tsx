import type { EngineId } from '../../../contracts/games/engine';
import { CrashView } from './crash-view';
import { DiceView } from './dice-view';
import { RouletteView } from './roulette-view';
import { SlotView } from './slot-view';

export function EngineView({ engine }: { engine: EngineId }) {
  switch (engine) {
    case 'slot':
      return <SlotView />;
    case 'roulette':
      return <RouletteView />;
    case 'dice':
      return <DiceView />;
    case 'crash':
      return <CrashView />;
  }
}
