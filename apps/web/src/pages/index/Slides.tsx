import { CAROUSEL_INTERVAL_MS, type site } from '@lbo/contracts';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../components/media/fileUrl.ts';
import './texts.ts';

/**
 * The carousel of the home: each image at 16:9 within `height`, turning every five seconds (the dot
 * of the slide shown fills up meanwhile), arrows and dots to choose; a slide with a link opens it.
 * Drawn by home.css like Ant Design's Carousel, whose slider library is not worth its weight here.
 */
export function Slides({ slides, height }: { slides: site.PublicPageConfiguration['Carousel']; height: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  // Turning stops while the pointer is over the carousel and starts a full interval again after.
  const [paused, setPaused] = useState(false);
  const [round, setRound] = useState(0);
  const count = slides.length;
  const shown = current < count ? current : 0;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setTimeout(() => setCurrent((shown + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [shown, count, paused, round]);
  const go = (step: number) => setCurrent((shown + step + count) % count);
  return (
    <div
      className="home-slides"
      data-testid="home-carousel"
      aria-roledescription="carousel"
      style={{ '--home-slide-duration': `${CAROUSEL_INTERVAL_MS}ms` } as CSSProperties}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => {
        setPaused(false);
        setRound(round + 1);
      }}
    >
      <div className="home-slides-track" style={{ transform: `translateX(-${shown * 100}%)` }}>
        {slides.map((slide, i) => {
          const label = t('siteHome.slide', { n: i + 1 });
          const image = <img src={fileUrl(slide.Image)} alt={label} style={{ height }} />;
          return (
            <div key={`${slide.Image}-${i}`} role="group" aria-roledescription="slide" aria-label={label} aria-hidden={i !== shown}>
              {slide.Link ? (
                <a href={slide.Link} target="_blank" rel="noopener noreferrer" tabIndex={i === shown ? undefined : -1}>
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <button type="button" className="home-slides-arrow home-slides-prev" aria-label={t('siteHome.previousSlide')} onClick={() => go(-1)} />
          <button type="button" className="home-slides-arrow home-slides-next" aria-label={t('siteHome.nextSlide')} onClick={() => go(1)} />
          <ul className="home-slides-dots">
            {slides.map((slide, i) => (
              <li key={`${slide.Image}-${i}-${i === shown ? round : 0}`} aria-current={i === shown}>
                <button type="button" aria-label={t('siteHome.slide', { n: i + 1 })} onClick={() => setCurrent(i)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
