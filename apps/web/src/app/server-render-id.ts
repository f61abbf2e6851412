/** The id of the script element holding what a server-rendered page was rendered with (JSON). */
export const SERVER_RENDER_ID = 'server-render';
