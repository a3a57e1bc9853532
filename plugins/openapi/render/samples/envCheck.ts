/**
 * The first thing every sample does: check the environment variables it needs, and stop with
 * a message naming one that is unset or empty (on stderr, exit status 1) before it does
 * anything else. The base URL is not checked: it has a default.
 */
import type {SampleRequest} from './request';

/** The environment variables a sample cannot run without: all it reads but the base URL. */
export function requiredEnv(request: SampleRequest): string[] {
  return request.env.filter((name) => name !== request.base.env);
}

/**
 * What a sample prints when a variable is missing; `name` is how the language puts the
 * variable's name into a string. The text needs no escaping in any of the languages.
 */
export const missingEnvMessage = (name: string) => `Set ${name} in the environment (see the top of this file)`;

/** The check's lines, written by `write` from the names and the message; none when the sample needs no variable. */
export function envCheckLines(
  request: SampleRequest,
  write: (names: string[], message: typeof missingEnvMessage) => string[],
): string[] {
  const names = requiredEnv(request);
  return names.length > 0 ? write(names, missingEnvMessage) : [];
}
