// A contacts list: sections by initial, rows with an avatar, name, subtitle and a favourite star.
import SwiftUI

struct Contact: Identifiable, Hashable {
    let id = UUID()
    let first: String
    let last: String
    let company: String
    var isFavorite = false

    var initials: String { "\(first.prefix(1))\(last.prefix(1))" }
}

let contacts = [
    Contact(first: "Amelia", last: "Brooks", company: "Northwind", isFavorite: true),
    Contact(first: "Arjun", last: "Mehta", company: "Contoso"),
    Contact(first: "Beatriz", last: "Costa", company: "Fabrikam"),
    Contact(first: "Chen", last: "Wei", company: "Tailspin Toys", isFavorite: true),
    Contact(first: "Chloé", last: "Martin", company: "Wide World Importers"),
]

struct Avatar: View {
    let initials: String
    var size: CGFloat = 40

    var body: some View {
        Circle()
            .fill(Color.blue.opacity(0.15))
            .frame(width: size, height: size)
            .overlay {
                Text(initials)
                    .font(.system(size: size * 0.4, weight: .semibold))
                    .foregroundStyle(.blue)
            }
    }
}

struct ContactRow: View {
    let contact: Contact

    var body: some View {
        HStack(spacing: 12) {
            Avatar(initials: contact.initials)
            VStack(alignment: .leading, spacing: 2) {
                Text("\(contact.first) \(contact.last)")
                    .font(.body)
                Text(contact.company)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if contact.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
                    .accessibilityLabel("Favorite")
            }
        }
        .padding(.vertical, 4)
    }
}

struct ContactList: View {
    var grouped: [(String, [Contact])] {
        Dictionary(grouping: contacts) { String($0.first.prefix(1)) }
            .sorted { $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(grouped, id: \.0) { letter, people in
                    Section(letter) {
                        ForEach(people) { contact in
                            NavigationLink(value: contact) {
                                ContactRow(contact: contact)
                            }
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Contacts")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {}
                }
            }
            .navigationDestination(for: Contact.self) { contact in
                Text(contact.first)
            }
        }
    }
}

// Derivation: the row's avatar is a fixed 40 × 40 frame; proposed 390 × 56 the row's HStack holds a
// Spacer, so it takes the 390 points and centres the avatar vertically: (0, 8).
Experiment("pasted/contacts/row", proposal: ProposedViewSize(width: 390, height: 56),
           expect: ["avatar": CGRect(x: 0, y: 8, width: 40, height: 40)]) {
    HStack(spacing: 12) {
        Avatar(initials: "AB").id("avatar")
        Text("Amelia Brooks")
        Spacer()
    }
}

#Preview {
    ContactList()
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    ContactRow(contact: contacts[0])
        .frame(width: 358)
        .padding()
}
