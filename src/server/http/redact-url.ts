/**
 * Query parameters whose value opens something: an account token in a confirmation or reset link,
 * an access token, a password, a signature. Their values never reach a log line.
 */
const SECRET_PARAMETER = /token|secret|password|passwd|signature|^sig$|^code$|^key$|api_?key|auth/i;
const REDACTED = '[redacted]';

/**
 * The URL (a path with its query, or a whole address) with the value of every secret-looking query
 * parameter replaced. Works on the raw text, so it never decodes or re-encodes what it keeps.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed name is checked as it was sent.
      }
      return SECRET_PARAMETER.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${redacted}${hashAt < 0 ? '' : url.slice(hashAt)}`;
}

/** Every http(s) address inside a text (an email body, a message), redacted the same way. */
export function redactUrlsInText(text: string): string {
  // An address ends before trailing punctuation, as a reader would take it.
  return text.replace(/(?:https?:\/\/|\/[\w\-./]*\?)[^\s<>"']*[^\s<>"'.,;:!?)]/g, (url) => redactUrl(url));
}
