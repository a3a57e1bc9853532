/**
 * Prism's language components extend `globalThis.Prism`; prism-react-renderer has its own
 * instance. Mount it for the duration of one registration, as Docusaurus does.
 */
import {Prism} from 'prism-react-renderer';

export function withGlobalPrism(register: () => void): void {
  const scope = globalThis as {Prism?: unknown};
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    register();
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
}
