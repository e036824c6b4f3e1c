import { ImageViewer, type MultiImageViewerRef } from 'antd-mobile';
import { useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n, getAppLocale, I18nContext } from '@/lib/i18n/i18n';
import { useKitI18n } from '../i18n/catalogue';
import { usePopupZIndex } from '../popup/popup';
import { UI } from '../ui-config';
import { useTapGesture } from './tap-gesture';
import './image-preview.css';

// Why: antd-mobile's `ImageViewer.Multi` gives swiping and pinch zoom; SPEC §4 and §9 ask for more
// than it offers, and this module adds what is ours:
// - zoom 1/3 to 3: `maxZoom` is UI.imagePreview.maxZoom (3). There is no `minZoom`: a pinch below 1
//   springs back to 1 when the fingers lift, so 1/3 is only reached during the pinch.
// - double tap toggles 1 ↔ 2, single tap closes after 250 ms (useTapGesture). The library calls
//   `onClose` on every tap, so its `onClose` is our tap handler. It has no API to set the zoom, so
//   the 2× is a CSS scale on the image: pinch still works on top of it, but the library does not
//   pan a double-tapped image (it only pans its own pinch zoom).
// - loop on: the library stops at the first and last image and has no loop option; the footer's
//   previous/next buttons wrap around (and give keyboard and screen-reader users a way through).
// - swipe 300 ms (UI.imagePreview.swipeMs): the slide animation is a react-spring spring inside the
//   library with no duration option; its own timing stands.
// - z-index: the viewer is a mask at antd-mobile's 1000; it renders into a layer of ours that joins
//   the popup stack (SPEC §9, from 2000).

export const IMAGE_PREVIEW_DOUBLE_TAP_SCALE = 2;

export interface ImagePreviewProps {
  images: string[];
  visible: boolean;
  /** The image shown first. */
  startIndex?: number;
  onClose: () => void;
  afterClose?: () => void;
}

/** The next index with looping (UI.imagePreview.loop): after the last comes the first. */
export function loopIndex(index: number, count: number): number {
  if (count === 0) return 0;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a setting: the other branch is what turning it off does
  return UI.imagePreview.loop ? (index + count) % count : Math.min(Math.max(index, 0), count - 1);
}

/** A body-level layer at `zIndex` for the viewer's mask to render into. */
function useLayer(zIndex: number): HTMLElement {
  const [layer] = useState(() => {
    const element = document.createElement('div');
    element.style.position = 'relative';
    return element;
  });
  useLayoutEffect(() => {
    document.body.appendChild(layer);
    return () => layer.remove();
  }, [layer]);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/immutability -- a DOM node of ours, not React state
    layer.style.zIndex = String(zIndex);
  }, [layer, zIndex]);
  return layer;
}

export function ImagePreview({
  images,
  visible,
  startIndex = 0,
  onClose,
  afterClose,
}: ImagePreviewProps) {
  const { t } = useKitI18n();
  const viewer = useRef<MultiImageViewerRef>(null);
  const [index, setIndex] = useState(startIndex);
  const [scale, setScale] = useState(1);
  const layer = useLayer(usePopupZIndex(visible));
  const tap = useTapGesture({
    onSingle: onClose,
    onDouble: () => setScale((s) => (s === 1 ? IMAGE_PREVIEW_DOUBLE_TAP_SCALE : 1)),
  });
  const count = images.length;

  const go = (next: number) => {
    const target = loopIndex(next, count);
    viewer.current?.swipeTo(target);
    setIndex(target);
    setScale(1);
  };

  return (
    <ImageViewer.Multi
      ref={viewer}
      images={images}
      defaultIndex={startIndex}
      visible={visible}
      maxZoom={UI.imagePreview.maxZoom}
      getContainer={() => layer}
      classNames={{ mask: 'fy-image-preview' }}
      onClose={tap}
      afterClose={afterClose}
      onIndexChange={(next) => {
        setIndex(next);
        setScale(1);
      }}
      imageRender={(src, { ref, index: at }) => (
        <img
          ref={ref}
          src={src}
          alt={t('imagePreview.imageAlt', { index: at + 1, count })}
          draggable={false}
          className="fy-image-preview__image"
          style={at === index && scale !== 1 ? { transform: `scale(${scale})` } : undefined}
        />
      )}
      renderFooter={() => (
        <div className="fy-image-preview__footer" role="group" aria-label={t('imagePreview.label')}>
          {count > 1 && (
            <button
              type="button"
              className="fy-image-preview__button"
              onClick={() => go(index - 1)}
            >
              {t('imagePreview.previous')}
            </button>
          )}
          <button type="button" className="fy-image-preview__button" onClick={onClose}>
            {t('imagePreview.close')}
          </button>
          {count > 1 && (
            <button
              type="button"
              className="fy-image-preview__button"
              onClick={() => go(index + 1)}
            >
              {t('imagePreview.next')}
            </button>
          )}
        </div>
      )}
    />
  );
}

/**
 * Opens the preview from an event handler (a thumbnail tapped) and removes it once closed. Renders
 * in its own root, in the page's locale.
 */
export function showImagePreview(images: string[], startIndex = 0): { close: () => void } {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const dispose = () => {
    root.unmount();
    host.remove();
  };
  const render = (visible: boolean) =>
    root.render(
      <I18nContext.Provider value={createI18n(getAppLocale())}>
        <ImagePreview
          images={images}
          startIndex={startIndex}
          visible={visible}
          onClose={close}
          afterClose={() => queueMicrotask(dispose)}
        />
      </I18nContext.Provider>,
    );
  function close() {
    render(false);
  }
  render(true);
  return { close };
}
