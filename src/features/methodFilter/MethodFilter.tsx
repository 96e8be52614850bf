import { useEffect, useState } from 'react'
import { useT } from '#src/i18n/useT.ts'
import { rewriteAddress } from '#src/routing/rewriteAddress.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { methodFromSearch, searchWithMethod } from './methodQuery'
import './MethodFilter.css'

interface Props {
  /** The methods some product of the page suits, with their names in the page language. */
  options: readonly { id: string; name: string }[]
  /** The cycles some product of the page is validated for (its ValidatedCycle ids), named "STERRAD 100NX Express"; chosen the same way. */
  cycles?: readonly { id: string; name: string }[]
  /** How many products show, of how many. */
  shown: number
  total: number
  onChange: (method: string | undefined) => void
}

/**
 * "Sterilisation method" above a category's products: buyers choose by their steriliser, or by a
 * named cycle the products are validated for. The choice lives in the address (?method=steam), so
 * a shared link shows the same filtered page. The page is prerendered with the filter in place but
 * disabled, so the products below it do not move when it starts working; a browser without
 * JavaScript hides it (MethodFilter.css) and shows every product.
 */
export function MethodFilter({ options, cycles = [], shown, total, onChange }: Props) {
  const t = useT()
  const [method, setMethod] = useState<string>()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const fromAddress = methodFromSearch(
      location.search,
      [...options, ...cycles].map((o) => o.id),
    )
    setMethod(fromAddress)
    onChange(fromAddress)
    setReady(true)
  }, [])
  const choose = (value: string) => {
    const next = value === '' ? undefined : value
    setMethod(next)
    onChange(next)
    rewriteAddress((search) => searchWithMethod(search, next))
  }
  return (
    <div className="method-filter">
      <label>
        <span>{t('category.method')}</span>
        <select value={method ?? ''} disabled={!ready} onChange={(e) => choose(e.currentTarget.value)}>
          <option value="">{t('category.methodAny')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
          {cycles.length > 0 && (
            <optgroup label={t('category.methodCycles')}>
              {cycles.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      <p className="method-filter__count" role="status">
        {method ? fillText(t('category.methodCount'), { n: shown, total }) : ''}
      </p>
    </div>
  )
}
