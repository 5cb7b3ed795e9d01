// A weather card: current conditions, an hourly forecast in a horizontal scroll view, and a
// ten-day list with temperature range bars.
import SwiftUI

struct HourForecast: Identifiable {
    let id: Int
    let hour: String
    let symbol: String
    let temperature: Int
}

struct DayForecast: Identifiable {
    let id: Int
    let day: String
    let symbol: String
    let low: Int
    let high: Int
}

let hours = (0..<12).map { HourForecast(id: $0, hour: $0 == 0 ? "Now" : "\(($0 + 14) % 24)", symbol: $0 < 5 ? "sun.max.fill" : "cloud.fill", temperature: 21 - $0 / 2) }
let days = [
    DayForecast(id: 0, day: "Today", symbol: "sun.max.fill", low: 12, high: 22),
    DayForecast(id: 1, day: "Tue", symbol: "cloud.sun.fill", low: 11, high: 19),
    DayForecast(id: 2, day: "Wed", symbol: "cloud.rain.fill", low: 9, high: 15),
    DayForecast(id: 3, day: "Thu", symbol: "cloud.fill", low: 10, high: 17),
]

struct HourColumn: View {
    let forecast: HourForecast

    var body: some View {
        VStack(spacing: 8) {
            Text(forecast.hour)
                .font(.footnote.weight(.medium))
            Image(systemName: forecast.symbol)
                .symbolRenderingMode(.multicolor)
                .frame(height: 24)
            Text("\(forecast.temperature)°")
                .font(.body.weight(.medium))
        }
        .frame(width: 44)
    }
}

struct RangeBar: View {
    let low: Int
    let high: Int
    let weekLow = 8
    let weekHigh = 24

    var body: some View {
        GeometryReader { proxy in
            let span = CGFloat(weekHigh - weekLow)
            Capsule()
                .fill(LinearGradient(colors: [.cyan, .orange], startPoint: .leading, endPoint: .trailing))
                .frame(width: proxy.size.width * CGFloat(high - low) / span)
                .offset(x: proxy.size.width * CGFloat(low - weekLow) / span)
        }
        .frame(height: 4)
        .background(Capsule().fill(Color.white.opacity(0.2)))
    }
}

struct WeatherCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            VStack(alignment: .leading) {
                Text("Lisbon").font(.title2)
                Text("21°").font(.system(size: 64, weight: .thin))
                Text("Sunny · H:22° L:12°").font(.subheadline)
            }
            Divider()
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(hours) { HourColumn(forecast: $0) }
                }
            }
            Divider()
            ForEach(days) { day in
                HStack(spacing: 12) {
                    Text(day.day).frame(width: 56, alignment: .leading)
                    Image(systemName: day.symbol).frame(width: 28)
                    Text("\(day.low)°").foregroundStyle(.secondary).frame(width: 32, alignment: .trailing)
                    RangeBar(low: day.low, high: day.high)
                    Text("\(day.high)°").frame(width: 32, alignment: .trailing)
                }
            }
        }
        .padding()
        .foregroundStyle(.white)
        .background(LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom),
                    in: RoundedRectangle(cornerRadius: 24))
    }
}

// Derivation: in a horizontal ScrollView the HStack is proposed no width, so the twelve 44-point
// columns with 11 gaps of 12 make 12 × 44 + 11 × 12 = 660 points of content; the scroll view
// itself takes the 358 points it is proposed inside the padding.
Experiment("pasted/weather/hourly", proposal: ProposedViewSize(width: 390, height: 120),
           expect: ["strip": CGSize(width: 660, height: 40),
                    "scroller": CGSize(width: 358, height: 40)]) {
    ScrollView(.horizontal) {
        HStack(spacing: 12) {
            ForEach(hours) { hour in
                Color.blue.frame(width: 44, height: 40)
            }
        }
        .id("strip")
    }
    .frame(height: 40)
    .id("scroller")
    .padding()
}

#Preview {
    ScrollView {
        WeatherCard()
            .padding()
    }
}
