import type { PageContextServer } from 'vike/types'
import type { Lang, SiteData } from '@/catalogue/schema'
import siteJson from '@/generated/site.json'

const { company } = siteJson as SiteData

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const lang = pageContext.routeParams.lang as Lang
  return {
    details: {
      email: company.email,
      phone: company.phone,
      officeHours: company.officeHours[lang],
      legalAddress: company.legalAddress,
      hqAddress: company.hqAddress,
      warehouseAddress: company.warehouseAddress,
    },
    place: {
      latitude: company.map.latitude,
      longitude: company.map.longitude,
      zoom: company.map.zoom,
      title: company.map.title[lang],
      address: company.hqAddress,
    },
  }
}
