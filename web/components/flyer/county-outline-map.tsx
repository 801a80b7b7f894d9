import { useSuspenseQuery } from '@tanstack/react-query'
import { countyOutlineQuery } from '../../api/county-outline.ts'
import { useApi } from '../../site/api-context.tsx'
import { outlineDrawing } from './outline-svg.ts'

const box = { width: 240, height: 200, padding: 8 }

/**
 * The listing's county as an outline with the listing marked: a map that prints crisply and needs no tiles or script.
 * Nothing is drawn when the outline could not be loaded; the caption still says where the listing is.
 */
export function CountyOutlineMap(props: { countyId: number; place: string; point: { lat: number; lng: number } }) {
  const api = useApi()
  const { data: found } = useSuspenseQuery(countyOutlineQuery(api, props.countyId))
  const drawing = found.data && outlineDrawing(found.data.geometry, box, props.point)
  return (
    <figure className="m-0 flex flex-col items-center" data-testid="county-outline">
      {drawing && (
        <svg
          viewBox={drawing.viewBox}
          width={box.width}
          height={box.height}
          role="img"
          aria-label={`Map of ${props.place}${drawing.point ? ' with the property marked' : ''}`}
          className="h-auto max-h-[200px] w-full"
        >
          <path d={drawing.path} fillRule="evenodd" className="fill-gray-100 stroke-gray-700" strokeWidth={1.5} />
          {drawing.point && (
            <circle
              cx={drawing.point.x}
              cy={drawing.point.y}
              r={6}
              className="fill-brand-primary stroke-white"
              strokeWidth={2}
              data-testid="listing-point"
            />
          )}
        </svg>
      )}
      <figcaption className="mt-1 text-center text-xs text-brand-muted">{props.place}</figcaption>
    </figure>
  )
}
