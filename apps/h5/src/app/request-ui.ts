import { appTranslate } from '@/lib/i18n/i18n';
import { setRequestUi } from '@/lib/request/request-ui';

// Connects the request client to the UI: the loading indicator appears only for calls slower than
// LOADING_DELAY_MS (no flash on a fast network), and the UI kit loads on first need.

const LOADING_DELAY_MS = 300;
const feedback = () => import('@/components/feedback');

export function installRequestUi(): void {
  let pending = 0;
  let shown = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  setRequestUi({
    loadingStarted() {
      pending += 1;
      if (pending > 1) return;
      timer = setTimeout(() => {
        void feedback().then((ui) => {
          if (pending === 0) return;
          ui.showLoading();
          shown = true;
        });
      }, LOADING_DELAY_MS);
    },
    loadingEnded() {
      pending = Math.max(0, pending - 1);
      if (pending > 0) return;
      clearTimeout(timer);
      if (shown) {
        shown = false;
        void feedback().then((ui) => ui.hideLoading());
      }
    },
    httpError(status) {
      void feedback().then((ui) =>
        ui.showAlert(
          appTranslate('request.errorTitle'),
          appTranslate('request.errorMessage', { status }),
        ),
      );
    },
  });
}
