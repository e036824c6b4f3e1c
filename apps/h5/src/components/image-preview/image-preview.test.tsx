import { act, fireEvent, render, screen } from '@testing-library/preact';
import { forwardRef, type ReactNode, type RefObject, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePreview, loopIndex } from './image-preview';

// antd-mobile's hooks come from ahooks, which Vitest does not inline (it would load real React), so
// the viewer is a stand-in that renders our image and footer and records the props we give it.
interface ViewerProps {
  images: string[];
  maxZoom: number;
  onClose: () => void;
  imageRender: (src: string, at: { ref: RefObject<HTMLImageElement>; index: number }) => ReactNode;
  renderFooter: (src: string, index: number) => ReactNode;
}
const viewer = vi.hoisted(() => ({
  props: null as ViewerProps | null,
  swipeTo: (_: number) => {},
}));
vi.mock('antd-mobile', () => ({
  ImageViewer: {
    Multi: forwardRef<{ swipeTo: (i: number) => void }, ViewerProps>(function Multi(props, ref) {
      viewer.props = props;
      useImperativeHandle(ref, () => ({ swipeTo: (i: number) => viewer.swipeTo(i) }));
      return (
        <div>
          {props.images.map((src, index) => (
            <span key={src}>
              {props.imageRender(src, {
                ref: { current: null } as unknown as RefObject<HTMLImageElement>,
                index,
              })}
            </span>
          ))}
          {props.renderFooter(props.images[0] ?? '', 0)}
        </div>
      );
    }),
  },
}));

const props = () => viewer.props as ViewerProps;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ImagePreview', () => {
  it('limits zoom to 3 and closes on a single tap after 250 ms', () => {
    const onClose = vi.fn();
    render(<ImagePreview images={['a.png', 'b.png']} visible onClose={onClose} />);
    expect(props().maxZoom).toBe(3);
    act(() => props().onClose());
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('toggles the scale between 1 and 2 on a double tap, without closing', () => {
    const onClose = vi.fn();
    render(<ImagePreview images={['a.png', 'b.png']} visible onClose={onClose} />);
    const image = screen.getByAltText('第 1 张，共 2 张');
    act(() => {
      props().onClose();
      props().onClose();
    });
    expect(image.style.transform).toBe('scale(2)');
    act(() => {
      props().onClose();
      props().onClose();
    });
    expect(image.style.transform).toBe('');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('loops: previous from the first image goes to the last', () => {
    const swipeTo = vi.spyOn(viewer, 'swipeTo');
    render(<ImagePreview images={['a.png', 'b.png', 'c.png']} visible onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(swipeTo).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(swipeTo).toHaveBeenLastCalledWith(0);
  });
});

describe('loopIndex', () => {
  it('wraps both ways', () => {
    expect(loopIndex(-1, 3)).toBe(2);
    expect(loopIndex(3, 3)).toBe(0);
    expect(loopIndex(1, 3)).toBe(1);
  });
});
