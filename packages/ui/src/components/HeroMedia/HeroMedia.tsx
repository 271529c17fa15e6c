import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { reducedMotionQuery } from '../../theme/reducedMotion';
import * as styles from './HeroMedia.css';

export type HeroVideoSource = { src: string; type: string };

export type HeroMediaProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The still shown on narrow screens, before the video, and to every prerendered page. */
  image: { src: string; alt: string };
  /** The loop shown from `videoMinWidth` up, muted, with `poster` while it loads. */
  video: { sources: readonly HeroVideoSource[]; poster: string };
  /** The narrowest window, in CSS pixels, that gets the video. */
  videoMinWidth?: number;
};

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/**
 * The landing page's hero picture: a still image on phones, a short muted looping video on wider
 * screens (paused on its poster for people who ask for reduced motion). The still renders first,
 * also in prerendered HTML; phones never download the video.
 */
export function HeroMedia({
  image,
  video,
  videoMinWidth = 768,
  className,
  ...props
}: HeroMediaProps) {
  const wide = useMediaQuery(`(min-width: ${videoMinWidth}px)`);
  const still = useMediaQuery(reducedMotionQuery);
  return (
    <div className={cx(styles.root, className)} data-media={wide ? 'video' : 'image'} {...props}>
      {wide ? (
        <video
          className={styles.media}
          poster={video.poster}
          muted
          loop
          playsInline
          autoPlay={!still}
          preload={still ? 'none' : 'auto'}
          aria-label={image.alt}
          data-state={still ? 'paused' : 'playing'}
        >
          {video.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      ) : (
        <img className={styles.media} src={image.src} alt={image.alt} width={480} height={270} />
      )}
    </div>
  );
}
