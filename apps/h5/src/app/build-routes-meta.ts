/** Where `/` sends the visitor: the app's landing page (SPEC §2). */
export const HOME_PATH = '/customer/download';
