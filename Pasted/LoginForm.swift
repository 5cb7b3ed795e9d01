// A login screen: logo, email and password fields, a full-width sign-in button, and links.
import SwiftUI

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var remember = true
    @State private var isLoading = false

    private var canSubmit: Bool { email.contains("@") && password.count >= 8 }

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "lock.shield.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 64, height: 64)
                .foregroundStyle(.tint)
                .padding(.bottom, 8)
            Text("Welcome back")
                .font(.title.bold())
            Text("Sign in to continue")
                .foregroundStyle(.secondary)

            VStack(spacing: 12) {
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                SecureField("Password", text: $password)
                    .textContentType(.password)
                    .submitLabel(.go)
            }
            .textFieldStyle(.roundedBorder)

            Toggle("Remember me", isOn: $remember)
                .font(.subheadline)

            Button {
                isLoading = true
            } label: {
                Group {
                    if isLoading {
                        ProgressView()
                    } else {
                        Text("Sign In")
                            .fontWeight(.semibold)
                    }
                }
                .frame(maxWidth: .infinity, minHeight: 50)
                .background(canSubmit ? Color.accentColor : Color.gray.opacity(0.4), in: RoundedRectangle(cornerRadius: 12))
                .foregroundStyle(.white)
            }
            .disabled(!canSubmit)

            HStack {
                Button("Forgot password?") {}
                Spacer()
                Link("Help", destination: URL(string: "https://example.com/help")!)
            }
            .font(.footnote)
            Spacer()
        }
        .padding(24)
    }
}

// Derivation: inside 24 points of padding the button's label is proposed 390 − 48 = 342 wide;
// `frame(maxWidth: .infinity, minHeight: 50)` takes that width and at least 50 points of height
// (the one-line label is 20.33 high): 342 × 50.
Experiment("pasted/login/button", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["signIn": CGSize(width: 342, height: 50)]) {
    VStack(spacing: 16) {
        Text("Welcome back").font(.title)
        Button {
        } label: {
            Text("Sign In")
                .frame(maxWidth: .infinity, minHeight: 50)
                .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 12))
                .id("signIn")
        }
        Spacer()
    }
    .padding(24)
}

#Preview {
    LoginView()
}

#Preview("Small phone", traits: .fixedLayout(width: 320, height: 548)) {
    LoginView()
}
