/**
 * Where `npm start` streams the problems that keep the site from showing a saved change (a
 * description that cannot be built), as Server-Sent Events: each event's data is the JSON list
 * of lines, `file:line:col: message [rule]`, empty when there is none. Shared by the dev-loop
 * plugin, which serves it, and the banner, which listens (in development only).
 */
export const DEV_PROBLEMS_ENDPOINT = '/__dev-problems';
