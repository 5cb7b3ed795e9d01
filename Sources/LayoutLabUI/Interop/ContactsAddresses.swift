// Postal addresses (Contacts' `CNPostalAddress` and its dictionary keys), as map code makes
// placemarks from them: `MKPlacemark(coordinate:addressDictionary:)` with `CNPostalAddressCityKey`.
// The address fills the placemark's fields as CoreLocation names them (the street is its
// `thoroughfare`, the city its `locality`, the state its `administrativeArea`).
import Foundation

/// The keys of an address dictionary (Contacts' `CNPostalAddress…Key` constants: the names of
/// `CNPostalAddress`'s properties).
public let CNPostalAddressStreetKey = "street"
public let CNPostalAddressSubLocalityKey = "subLocality"
public let CNPostalAddressCityKey = "city"
public let CNPostalAddressSubAdministrativeAreaKey = "subAdministrativeArea"
public let CNPostalAddressStateKey = "state"
public let CNPostalAddressPostalCodeKey = "postalCode"
public let CNPostalAddressCountryKey = "country"
public let CNPostalAddressISOCountryCodeKey = "ISOCountryCode"

/// A postal address (Contacts' `CNPostalAddress`; `CNMutablePostalAddress` sets it).
open class CNPostalAddress: @unchecked Sendable {
    open internal(set) var street = ""
    open internal(set) var subLocality = ""
    open internal(set) var city = ""
    open internal(set) var subAdministrativeArea = ""
    open internal(set) var state = ""
    open internal(set) var postalCode = ""
    open internal(set) var country = ""
    open internal(set) var isoCountryCode = ""
    public init() {}
}

/// A postal address to fill in (Contacts' `CNMutablePostalAddress`).
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    open override var street: String { get { super.street } set { super.street = newValue } }
    open override var subLocality: String { get { super.subLocality } set { super.subLocality = newValue } }
    open override var city: String { get { super.city } set { super.city = newValue } }
    open override var subAdministrativeArea: String { get { super.subAdministrativeArea } set { super.subAdministrativeArea = newValue } }
    open override var state: String { get { super.state } set { super.state = newValue } }
    open override var postalCode: String { get { super.postalCode } set { super.postalCode = newValue } }
    open override var country: String { get { super.country } set { super.country = newValue } }
    open override var isoCountryCode: String { get { super.isoCountryCode } set { super.isoCountryCode = newValue } }
}

extension MKPlacemark {
    /// A placemark at `coordinate` with the address of `addressDictionary`, keyed by the
    /// `CNPostalAddress…Key` constants.
    public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.init(coordinate: coordinate)
        let address = addressDictionary ?? [:]
        func text(_ key: String) -> String? { address[key] as? String }
        thoroughfare = text(CNPostalAddressStreetKey)
        subLocality = text(CNPostalAddressSubLocalityKey)
        locality = text(CNPostalAddressCityKey)
        subAdministrativeArea = text(CNPostalAddressSubAdministrativeAreaKey)
        administrativeArea = text(CNPostalAddressStateKey)
        postalCode = text(CNPostalAddressPostalCodeKey)
        country = text(CNPostalAddressCountryKey)
        isoCountryCode = text(CNPostalAddressISOCountryCodeKey)
    }

    /// A placemark at `coordinate` with the fields of `postalAddress` (its empty fields are nil).
    public convenience init(coordinate: CLLocationCoordinate2D, postalAddress: CNPostalAddress) {
        let fields: [(String, String)] = [
            (CNPostalAddressStreetKey, postalAddress.street), (CNPostalAddressSubLocalityKey, postalAddress.subLocality),
            (CNPostalAddressCityKey, postalAddress.city), (CNPostalAddressSubAdministrativeAreaKey, postalAddress.subAdministrativeArea),
            (CNPostalAddressStateKey, postalAddress.state), (CNPostalAddressPostalCodeKey, postalAddress.postalCode),
            (CNPostalAddressCountryKey, postalAddress.country), (CNPostalAddressISOCountryCodeKey, postalAddress.isoCountryCode),
        ]
        self.init(coordinate: coordinate, addressDictionary: Dictionary(uniqueKeysWithValues: fields.filter { !$0.1.isEmpty }))
    }
}
