import Foundation
import ViewTree

/// A service the dashboard watches: its state and how long it takes to answer.
@Observable
public final class Service: Identifiable {
    /// How a service is doing.
    public enum Health: String, CaseIterable, Sendable {
        case up, slow, down

        /// The tile's colour for it.
        var color: Color {
            switch self {
            case .up: .green
            // An RGB orange: the 256-colour palette's 208, yellow on a terminal of 16.
            case .slow: Color(red: 1, green: 0.6, blue: 0)
            case .down: .red
            }
        }

        /// The next one, as Space cycles them.
        var next: Health {
            let all = Self.allCases
            return all[(all.firstIndex(of: self)! + 1) % all.count]
        }
    }

    /// Its name, which identifies it.
    public let id: String
    /// How it is doing.
    public var health: Health
    /// Its answer time in milliseconds.
    public var latency: Int

    /// A service named `id`.
    public init(_ id: String, health: Health = .up, latency: Int) {
        self.id = id
        self.health = health
        self.latency = latency
    }
}

/// The services on the dashboard and which one is selected.
@Observable
public final class Fleet {
    /// The services, in the grid's order.
    public let services: [Service]
    /// The index of the selected one.
    public var selection = 0

    /// A fleet of `services`.
    public init(_ services: [Service]) {
        self.services = services
    }

    /// How many services are in `health`.
    func count(_ health: Service.Health) -> Int {
        services.count { $0.health == health }
    }
}

/// A dashboard of SwiftUI's layout vocabulary: a `Grid` of coloured tiles, a summary spread
/// by a custom `Layout`, and a note that wraps. Left and Right select a tile, Space cycles
/// its state: only that tile and the summary run again.
public struct DashboardView: View {
    let fleet: Fleet
    /// Tiles in a row.
    let columns: Int

    /// A dashboard of `fleet`, `columns` tiles a row.
    public init(fleet: Fleet, columns: Int = 3) {
        self.fleet = fleet
        self.columns = columns
    }

    /// The title, the summary, the grid and the note.
    public var body: some View {
        VStack(alignment: .leading) {
            Text("Services").font(.title)
            SummaryView(fleet: fleet)
            Grid(horizontalSpacing: 1, verticalSpacing: 0) {
                ForEach(Array(stride(from: 0, to: fleet.services.count, by: columns)), id: \.self) { start in
                    GridRow {
                        ForEach(fleet.services[start..<min(start + columns, fleet.services.count)]) { service in
                            TileView(service: service, fleet: fleet)
                        }
                    }
                }
            }
            Text(
                "Tiles turn yellow when a service answers slowly and red when it stops answering. "
                    + "Left and Right select a tile; Space changes its state."
            )
            .foregroundStyle(.secondary)
        }
        .onKeyPress(keys: [.leftArrow, .rightArrow, .space]) { press in
            switch press.key {
            case .leftArrow: fleet.selection = max(0, fleet.selection - 1)
            case .rightArrow: fleet.selection = min(fleet.services.count - 1, fleet.selection + 1)
            default: fleet.services[fleet.selection].health = fleet.services[fleet.selection].health.next
            }
            return .handled
        }
    }
}

/// One service's tile: its name and state on its colour, outlined with round corners when
/// selected.
struct TileView: View {
    let service: Service
    let fleet: Fleet

    var body: some View {
        let isSelected = fleet.services[fleet.selection] === service
        VStack(spacing: 0) {
            Text(service.id).bold()
            Text(service.health == .down ? "down" : "\(service.latency) ms")
        }
        .frame(width: 10)
        .padding(1)
        .background(service.health.color)
        .foregroundStyle(.black)
        .overlay {
            if isSelected { RoundedRectangle(cornerRadius: 3).stroke(Color.white) }
        }
    }
}

/// How many services are up, slow and down, spread over the row by ``SpreadLayout``.
struct SummaryView: View {
    let fleet: Fleet

    var body: some View {
        SpreadLayout {
            ForEach(Service.Health.allCases, id: \.self) { health in
                Text("\(fleet.count(health)) \(health.rawValue)").foregroundStyle(health.color)
            }
        }
    }
}

/// A custom layout: the first subview at the leading edge, the last at the trailing one,
/// the others evenly between, all on one line at their ideal sizes.
struct SpreadLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let natural = sizes.reduce(0) { $0 + $1.width } + CGFloat(max(0, sizes.count - 1))
        return CGSize(width: max(natural, proposal.width ?? natural), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let free = bounds.width - sizes.reduce(0) { $0 + $1.width }
        let gap = sizes.count > 1 ? max(1, (free / CGFloat(sizes.count - 1)).rounded(.down)) : 0
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            let isLast = index == subviews.count - 1 && index > 0
            let position = isLast ? CGPoint(x: bounds.maxX, y: bounds.minY) : CGPoint(x: x, y: bounds.minY)
            subview.place(
                at: position, anchor: isLast ? .topTrailing : .topLeading, proposal: ProposedViewSize(sizes[index]))
            x += sizes[index].width + gap
        }
    }
}
